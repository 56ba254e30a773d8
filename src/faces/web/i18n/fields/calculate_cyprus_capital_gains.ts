import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const CYP_NOTE = {
  en: "In Cyprus pounds if you chose CYP for a purchase before 2008.",
  el: "Σε λίρες Κύπρου αν επιλέξατε CYP για αγορά πριν από το 2008."
}
const withCyp = (en: string, el: string) => ({ en: `${en} ${CYP_NOTE.en}`, el: `${el} ${CYP_NOTE.el}` })

export const TEXTS: ToolTexts = {
  title: { en: "Capital gains tax on property", el: "Φόρος κεφαλαιουχικών κερδών σε ακίνητα" },
  intro: {
    en: "Work out the capital gains tax on selling immovable property in Cyprus: the cost indexed by inflation, the deductions, the lifetime exemption and the 20% tax. Have at hand the sale price, the purchase price and year, and the receipts for improvements and fees.",
    el: "Υπολογίστε τον φόρο κεφαλαιουχικών κερδών από την πώληση ακινήτου στην Κύπρο: το κόστος αναπροσαρμοσμένο με τον πληθωρισμό, τις εκπτώσεις, την εφ' όρου ζωής απαλλαγή και τον φόρο 20%. Έχετε μπροστά σας την τιμή πώλησης, την τιμή και το έτος αγοράς, καθώς και τις αποδείξεις για βελτιώσεις και έξοδα."
  },
  fields: {
    salePrice: {
      label: { en: "Sale price", el: "Τιμή πώλησης" },
      help: {
        en: "The real price of the sale, as in the sale contract.",
        el: "Η πραγματική τιμή της πώλησης, όπως στο πωλητήριο έγγραφο."
      },
      unit: EUR
    },
    acquisitionPrice: {
      label: { en: "Purchase price", el: "Τιμή απόκτησης" },
      help: withCyp(
        "The real price paid for the property. If bought before 1980, give also its value on 1 January 1980.",
        "Η πραγματική τιμή που πληρώσατε για το ακίνητο. Αν αποκτήθηκε πριν από το 1980, δηλώστε και την αξία του την 1η Ιανουαρίου 1980."
      )
    },
    acquisitionYear: {
      label: { en: "Year of purchase", el: "Έτος απόκτησης" },
      help: {
        en: "The calendar year you acquired the property.",
        el: "Το ημερολογιακό έτος που αποκτήσατε το ακίνητο."
      }
    },
    propertyType: {
      label: { en: "Kind of disposal", el: "Είδος διάθεσης" },
      help: {
        en: "It selects the lifetime exemption (Capital Gains Tax Law art. 5).",
        el: "Καθορίζει την εφ' όρου ζωής απαλλαγή (άρθρο 5 του Περί Φορολογίας Κεφαλαιουχικών Κερδών Νόμου)."
      },
      choices: {
        "main-residence": {
          en: "Main residence: your own home for at least 5 years, on land up to 1,500 m²",
          el: "Κύρια κατοικία: δική σας κατοικία για τουλάχιστον 5 χρόνια, σε οικόπεδο έως 1.500 τ.μ."
        },
        "agricultural-land": {
          en: "Agricultural land sold by a farmer (farming is the main occupation)",
          el: "Γεωργική γη που πωλείται από γεωργό (η γεωργία είναι το κύριο επάγγελμα)"
        },
        general: {
          en: "Any other property of an individual (plot, flat, holiday home)",
          el: "Οποιοδήποτε άλλο ακίνητο φυσικού προσώπου (οικόπεδο, διαμέρισμα, εξοχική κατοικία)"
        },
        other: {
          en: "No lifetime exemption (e.g. sold by a company)",
          el: "Χωρίς εφ' όρου ζωής απαλλαγή (π.χ. πώληση από εταιρεία)"
        }
      }
    },
    taxYear: {
      label: { en: "Tax year of the sale", el: "Φορολογικό έτος της πώλησης" },
      help: {
        en: "It sets that year's exemptions. Left empty: 2026, and the result says so.",
        el: "Καθορίζει τις απαλλαγές του έτους. Αν μείνει κενό: 2026, και το αποτέλεσμα το αναφέρει."
      },
      choices: { "2025": { en: "2025", el: "2025" }, "2026": { en: "2026", el: "2026" } }
    },
    currency: {
      label: { en: "Currency of the purchase", el: "Νόμισμα της αγοράς" },
      help: {
        en: "For a purchase before 2008 you may give the purchase price, the 1980 value, the purchase fees and improvements made before 2008 in Cyprus pounds; the sale price, agent fees and loan interest are always in euro. Left empty: euro.",
        el: "Για αγορά πριν από το 2008 μπορείτε να δηλώσετε την τιμή απόκτησης, την αξία του 1980, τα έξοδα απόκτησης και τις βελτιώσεις πριν από το 2008 σε λίρες Κύπρου· η τιμή πώλησης, οι αμοιβές μεσίτη και οι τόκοι δανείου δηλώνονται πάντα σε ευρώ. Αν μείνει κενό: ευρώ."
      },
      choices: {
        EUR: { en: "Euro (EUR)", el: "Ευρώ (€)" },
        CYP: { en: "Cyprus pound (CYP, 0.585274 to the euro)", el: "Λίρα Κύπρου (CYP, 0,585274 ανά ευρώ)" }
      }
    },
    isFirstDisposal: {
      label: { en: "Claim the lifetime exemption", el: "Διεκδίκηση της εφ' όρου ζωής απαλλαγής" },
      help: {
        en: "Yes if you used none of it on earlier sales; no if you used some (then give how much). Left empty: no exemption is claimed.",
        el: "Ναι αν δεν τη χρησιμοποιήσατε σε προηγούμενες διαθέσεις· όχι αν χρησιμοποιήσατε μέρος της (τότε δηλώστε πόσο). Αν μείνει κενό: δεν διεκδικείται απαλλαγή."
      }
    },
    lifetimeExemptionAlreadyUsed: {
      label: { en: "Lifetime exemption already used", el: "Εφ' όρου ζωής απαλλαγή που έχει ήδη χρησιμοποιηθεί" },
      help: {
        en: "Capital gains exemptions you used on earlier sales, of any kind; 0 if none.",
        el: "Απαλλαγές κεφαλαιουχικών κερδών που χρησιμοποιήσατε σε προηγούμενες διαθέσεις, οποιουδήποτε είδους· 0 αν καμία."
      },
      unit: EUR
    },
    acquisitionMonth: {
      label: { en: "Month of purchase", el: "Μήνας απόκτησης" },
      help: {
        en: "1 to 12. From 2000, the cost is indexed from that month's consumer price index; left empty, the year's average is used (approximate).",
        el: "1 έως 12. Από το 2000, το κόστος αναπροσαρμόζεται από τον Δείκτη Τιμών Καταναλωτή του μήνα· αν μείνει κενό, χρησιμοποιείται ο μέσος όρος του έτους (κατά προσέγγιση)."
      }
    },
    disposalMonth: {
      label: { en: "Month of sale", el: "Μήνας πώλησης" },
      help: {
        en: "1 to 12. The index of the month before is used; left empty, the year's average (approximate).",
        el: "1 έως 12. Χρησιμοποιείται ο δείκτης του προηγούμενου μήνα· αν μείνει κενό, ο μέσος όρος του έτους (κατά προσέγγιση)."
      }
    },
    marketValueOn1January1980: {
      label: { en: "Value on 1 January 1980", el: "Αξία την 1η Ιανουαρίου 1980" },
      help: withCyp(
        "Only for property acquired before 1980, and needed then: the Land Registry general valuation of 1 January 1980, which replaces the cost.",
        "Μόνο για ακίνητο που αποκτήθηκε πριν από το 1980, και τότε απαιτείται: η γενική εκτίμηση του Κτηματολογίου της 1ης Ιανουαρίου 1980, που αντικαθιστά το κόστος."
      )
    },
    improvements: {
      label: { en: "Improvements and additions", el: "Βελτιώσεις και προσθήκες" },
      help: {
        en: "Paid after the purchase, each indexed from its year; at most 100. Leave empty if none.",
        el: "Όσες πληρώθηκαν μετά την απόκτηση, η καθεμία αναπροσαρμοσμένη από το έτος της· έως 100. Αφήστε κενό αν δεν υπάρχουν."
      }
    },
    "improvements[].cost": {
      label: { en: "Cost", el: "Κόστος" },
      help: {
        en: "In euro; in Cyprus pounds for one made before 2008 if you chose CYP.",
        el: "Σε ευρώ· σε λίρες Κύπρου για βελτίωση πριν από το 2008 αν επιλέξατε CYP."
      }
    },
    "improvements[].year": {
      label: { en: "Year paid", el: "Έτος πληρωμής" },
      help: { en: "From 1980, not before the purchase.", el: "Από το 1980 και όχι πριν από την απόκτηση." }
    },
    "improvements[].month": {
      label: { en: "Month paid", el: "Μήνας πληρωμής" },
      help: {
        en: "1 to 12. From 2000, indexed from that month; left empty, the year's average.",
        el: "1 έως 12. Από το 2000, αναπροσαρμόζεται από τον μήνα αυτό· αν μείνει κενό, ο μέσος όρος του έτους."
      }
    },
    acquisitionFees: {
      label: { en: "Purchase costs", el: "Έξοδα απόκτησης" },
      help: withCyp(
        "Land Registry transfer fees, stamp duty and legal fees paid to acquire the property. Left empty: not deducted.",
        "Τέλη μεταβίβασης στο Κτηματολόγιο, χαρτόσημα και νομικά έξοδα για την απόκτηση του ακινήτου. Αν μείνει κενό: δεν αφαιρούνται."
      )
    },
    agentFees: {
      label: { en: "Selling costs", el: "Έξοδα πώλησης" },
      help: {
        en: "Registered estate-agent and legal fees paid on the sale. Left empty: not deducted.",
        el: "Αμοιβές εγγεγραμμένου κτηματομεσίτη και νομικά έξοδα της πώλησης. Αν μείνει κενό: δεν αφαιρούνται."
      },
      unit: EUR
    },
    acquisitionLoanInterest: {
      label: { en: "Interest on the purchase loan", el: "Τόκοι δανείου απόκτησης" },
      help: {
        en: "Total interest paid on a loan taken to buy the property. Left empty: not deducted.",
        el: "Το σύνολο των τόκων που πληρώσατε για δάνειο που πήρατε για να αγοράσετε το ακίνητο. Αν μείνει κενό: δεν αφαιρούνται."
      },
      unit: EUR
    }
  },
  outputs: {
    taxYear: { en: "Tax year", el: "Φορολογικό έτος" },
    taxYearDefaulted: { en: "Tax year taken by default", el: "Φορολογικό έτος κατά προεπιλογή" },
    currency: { en: "Currency of the purchase", el: "Νόμισμα της αγοράς" },
    currencyDefaulted: { en: "Currency taken by default", el: "Νόμισμα κατά προεπιλογή" },
    propertyType: { en: "Kind of disposal", el: "Είδος διάθεσης" },
    salePrice: { en: "Sale price", el: "Τιμή πώλησης" },
    costBasis: { en: "Cost", el: "Κόστος απόκτησης" },
    "costBasis.kind": { en: "Based on", el: "Βάση" },
    "costBasis.amountSent": { en: "Amount given", el: "Ποσό που δηλώθηκε" },
    "costBasis.amountEur": { en: "In euro", el: "Σε ευρώ" },
    "costBasis.conversionCypPerEur": { en: "CYP per euro", el: "CYP ανά ευρώ" },
    indexation: { en: "Indexation by consumer prices", el: "Τιμαριθμική αναπροσαρμογή" },
    "indexation.method": { en: "Method", el: "Μέθοδος" },
    "indexation.base": { en: "Index scale", el: "Βάση του δείκτη" },
    "indexation.monthPairing": { en: "Months compared", el: "Μήνες που συγκρίνονται" },
    "indexation.acquisitionPeriod": { en: "Index period at purchase", el: "Περίοδος δείκτη κατά την απόκτηση" },
    "indexation.acquisitionIndex": { en: "Index at purchase", el: "Δείκτης κατά την απόκτηση" },
    "indexation.acquisitionIndexMethod": { en: "Purchase index", el: "Δείκτης απόκτησης" },
    "indexation.disposalPeriod": { en: "Index period at sale", el: "Περίοδος δείκτη κατά την πώληση" },
    "indexation.disposalIndex": { en: "Index at sale", el: "Δείκτης κατά την πώληση" },
    "indexation.disposalIndexMethod": { en: "Sale index", el: "Δείκτης πώλησης" },
    "indexation.factor": { en: "Indexation factor", el: "Συντελεστής αναπροσαρμογής" },
    indexedCost: { en: "Indexed cost", el: "Αναπροσαρμοσμένο κόστος" },
    improvements: { en: "Improvements", el: "Βελτιώσεις" },
    "improvements[].year": { en: "Year", el: "Έτος" },
    "improvements[].month": { en: "Month", el: "Μήνας" },
    "improvements[].period": { en: "Index period", el: "Περίοδος δείκτη" },
    "improvements[].cost": { en: "Cost", el: "Κόστος" },
    "improvements[].factor": { en: "Indexation factor", el: "Συντελεστής αναπροσαρμογής" },
    "improvements[].indexedCost": { en: "Indexed cost", el: "Αναπροσαρμοσμένο κόστος" },
    alternativeConvention: {
      en: "With the other pairing of months",
      el: "Με τον άλλο συνδυασμό μηνών"
    },
    "alternativeConvention.monthPairing": { en: "Months compared", el: "Μήνες που συγκρίνονται" },
    "alternativeConvention.acquisitionPeriod": {
      en: "Index period at purchase",
      el: "Περίοδος δείκτη κατά την απόκτηση"
    },
    "alternativeConvention.acquisitionIndex": { en: "Index at purchase", el: "Δείκτης κατά την απόκτηση" },
    "alternativeConvention.disposalPeriod": { en: "Index period at sale", el: "Περίοδος δείκτη κατά την πώληση" },
    "alternativeConvention.disposalIndex": { en: "Index at sale", el: "Δείκτης κατά την πώληση" },
    "alternativeConvention.factor": { en: "Indexation factor", el: "Συντελεστής αναπροσαρμογής" },
    "alternativeConvention.indexedCost": { en: "Indexed cost", el: "Αναπροσαρμοσμένο κόστος" },
    "alternativeConvention.indexedImprovements": { en: "Indexed improvements", el: "Αναπροσαρμοσμένες βελτιώσεις" },
    "alternativeConvention.gain": { en: "Gain", el: "Κέρδος" },
    "alternativeConvention.exemption": { en: "Exemption", el: "Απαλλαγή" },
    "alternativeConvention.taxableGain": { en: "Taxable gain", el: "Φορολογητέο κέρδος" },
    "alternativeConvention.capitalGainsTax": { en: "Capital gains tax", el: "Φόρος κεφαλαιουχικών κερδών" },
    "alternativeConvention.netProceeds": { en: "Net proceeds", el: "Καθαρό προϊόν πώλησης" },
    "alternativeConvention.taxDifference": { en: "Tax difference", el: "Διαφορά φόρου" },
    deductions: { en: "Deductions", el: "Εκπτώσεις" },
    "deductions[].field": { en: "Field", el: "Πεδίο" },
    "deductions[].name": { en: "Deduction", el: "Έκπτωση" },
    "deductions[].amount": { en: "Amount", el: "Ποσό" },
    gain: { en: "Gain (negative: a loss)", el: "Κέρδος (αρνητικό: ζημιά)" },
    exemptionsUsed: { en: "Lifetime exemption", el: "Εφ' όρου ζωής απαλλαγή" },
    "exemptionsUsed[].propertyType": { en: "Kind", el: "Είδος" },
    "exemptionsUsed[].lifetimeLimit": { en: "Lifetime limit", el: "Εφ' όρου ζωής όριο" },
    "exemptionsUsed[].combinedCap": { en: "Overall limit", el: "Συνολικό όριο" },
    "exemptionsUsed[].combinedCapConfirmed": { en: "Overall limit confirmed", el: "Επιβεβαιωμένο συνολικό όριο" },
    "exemptionsUsed[].alreadyUsed": { en: "Already used", el: "Ήδη χρησιμοποιημένη" },
    "exemptionsUsed[].available": { en: "Available", el: "Διαθέσιμη" },
    "exemptionsUsed[].amount": { en: "Set against this gain", el: "Συμψηφίστηκε με αυτό το κέρδος" },
    "exemptionsUsed[].remainingForThisType": { en: "Left for this kind", el: "Υπόλοιπο για αυτό το είδος" },
    "exemptionsUsed[].remainingCombinedCap": { en: "Left of the overall limit", el: "Υπόλοιπο του συνολικού ορίου" },
    taxableGain: { en: "Taxable gain", el: "Φορολογητέο κέρδος" },
    capitalGainsTax: { en: "Capital gains tax", el: "Φόρος κεφαλαιουχικών κερδών" },
    "capitalGainsTax.ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "capitalGainsTax.amount": { en: "Tax", el: "Φόρος" },
    propertyTransferFee: {
      en: "Property transfer fee (modelling convention)",
      el: "Τέλος μεταβίβασης (παραδοχή του υπολογισμού)"
    },
    "propertyTransferFee.ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "propertyTransferFee.base": { en: "Sale price", el: "Τιμή πώλησης" },
    "propertyTransferFee.amount": { en: "Fee", el: "Τέλος" },
    "propertyTransferFee.isCitedLevy": { en: "A levy cited in law", el: "Επιβάρυνση που προβλέπεται από νόμο" },
    netProceeds: { en: "Net proceeds", el: "Καθαρό προϊόν πώλησης" }
  },
  outputChoices: {
    kind: {
      "acquisition-price": { en: "acquisition price", el: "τιμή απόκτησης" },
      "value-on-1-january-1980": { en: "value on 1 January 1980", el: "αξία την 1η Ιανουαρίου 1980" }
    },
    method: {
      monthly: { en: "monthly index", el: "μηνιαίος δείκτης" },
      "annual-average": { en: "annual average index", el: "μέσος ετήσιος δείκτης" },
      "monthly-and-annual-average": { en: "monthly and annual average index", el: "μηνιαίος και μέσος ετήσιος δείκτης" }
    },
    acquisitionIndexMethod: {
      monthly: { en: "monthly index", el: "μηνιαίος δείκτης" },
      "annual-average": { en: "annual average index", el: "μέσος ετήσιος δείκτης" }
    },
    disposalIndexMethod: {
      monthly: { en: "monthly index", el: "μηνιαίος δείκτης" },
      "annual-average": { en: "annual average index", el: "μέσος ετήσιος δείκτης" }
    }
  }
}
