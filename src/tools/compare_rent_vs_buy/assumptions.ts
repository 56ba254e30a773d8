// The assumptions of the rent-or-buy comparison, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const RENT_VS_BUY_ASSUMPTIONS = {
  "rent-vs-buy.horizon": {
    en: "horizonYears was not sent: the horizon is the mortgage term, {value} years.",
    el: "Δεν δόθηκε horizonYears: ως ορίζοντας χρησιμοποιείται η διάρκεια του στεγαστικού δανείου, {value} έτη."
  },
  "rent-vs-buy.rent-increase": {
    en: "rentIncreaseRate was not sent: rents are assumed to rise {value}% a year, with the ECB's 2% medium-term inflation target.",
    el: "Δεν δόθηκε rentIncreaseRate: η αύξηση ενοικίου θεωρείται {value}% τον χρόνο, σύμφωνα με τον μεσοπρόθεσμο στόχο πληθωρισμού 2% της ΕΚΤ."
  },
  "rent-vs-buy.property-growth": {
    en: "propertyGrowthRate was not sent: property values are assumed to grow {value}% a year, keeping pace with the ECB's 2% inflation target; Cyprus prices moved between -8.5% and +22.1% a year in 2007-2023, so this is a central guess, not a forecast.",
    el: "Δεν δόθηκε propertyGrowthRate: η αξία του ακινήτου θεωρείται ότι αυξάνεται {value}% τον χρόνο, όσο ο στόχος πληθωρισμού 2% της ΕΚΤ· οι τιμές στην Κύπρο κινήθηκαν από -8,5% έως +22,1% τον χρόνο το 2007-2023, οπότε πρόκειται για κεντρική εκτίμηση, όχι πρόβλεψη."
  },
  "rent-vs-buy.investment-return": {
    en: "investmentReturnRate was not sent: money not spent on housing earns {value}% a year, a moderate nominal return for a diversified, mostly equity portfolio after costs (below long-run world equity averages); a modelling assumption.",
    el: "Δεν δόθηκε investmentReturnRate: τα χρήματα που δεν δαπανώνται για στέγαση αποδίδουν {value}% τον χρόνο, μέτρια ονομαστική απόδοση επενδύσεων για διαφοροποιημένο χαρτοφυλάκιο κυρίως μετοχών μετά από κόστη (κάτω από τους μακροχρόνιους μέσους όρους των παγκόσμιων μετοχών)· παραδοχή του μοντέλου."
  },
  "rent-vs-buy.maintenance": {
    en: "maintenanceRate was not sent: maintenance and repairs cost {value}% of the property value a year, the common rule of thumb for the upkeep of a home; a modelling assumption.",
    el: "Δεν δόθηκε maintenanceRate: το κόστος συντήρησης και επισκευών είναι {value}% της αξίας του ακινήτου τον χρόνο, ο συνήθης εμπειρικός κανόνας για τη συντήρηση κατοικίας· παραδοχή του μοντέλου."
  },
  "rent-vs-buy.selling-costs": {
    en: "sellingCostRate was not sent: selling costs at the end of the horizon are {value}% of the sale price: estate agent commission of 3% (the legal default without a written agreement; 3-5% is usual) plus 19% VAT on it, paid by the seller.",
    el: "Δεν δόθηκε sellingCostRate: τα έξοδα πώλησης στο τέλος του ορίζοντα είναι {value}% της τιμής πώλησης: προμήθεια κτηματομεσίτη 3% (η νόμιμη προεπιλογή χωρίς γραπτή συμφωνία· συνήθως 3-5%) συν ΦΠΑ 19% επ' αυτής, που πληρώνει ο πωλητής."
  },
  "rent-vs-buy.contract-year": {
    en: "contractYear was not sent: the sale contract is taken as signed in {value}, a purchase decided now, when stamp duty no longer applies.",
    el: "Δεν δόθηκε contractYear: το συμβόλαιο αγοράς θεωρείται ότι υπογράφεται το {value}, ως αγορά που αποφασίζεται τώρα, όταν δεν ισχύει πλέον τέλος χαρτοσήμου."
  },
  "rent-vs-buy.buyers": {
    en: "numberOfBuyers was not sent: {value} buyer is assumed; joint buyers each apply the transfer-fee bands to their share, which lowers the fee.",
    el: "Δεν δόθηκε numberOfBuyers: θεωρείται {value} αγοραστής· κάθε συναγοραστής εφαρμόζει τις κλίμακες των δικαιωμάτων μεταβίβασης στο μερίδιό του, κάτι που μειώνει τα δικαιώματα."
  },
  "rent-vs-buy.resale-no-vat": {
    en: "isNewBuild was not sent: the purchase is treated as a resale not subject to VAT, so transfer fees apply with the {reduction}% reduction.",
    el: "Δεν δόθηκε isNewBuild: η αγορά κατοικίας θεωρείται μεταπώληση χωρίς ΦΠΑ, οπότε τα δικαιώματα μεταβίβασης εφαρμόζονται με τη μείωση {reduction}%."
  },
  "rent-vs-buy.vat-reduced-lost": {
    en: "VAT is charged at {standard}% on the whole price: the {reduced}% rate is lost above {maxArea} m2 or EUR {maxValue:amount} (VAT Law, Fifth Schedule para. 3).",
    el: "Ο ΦΠΑ χρεώνεται με {standard}% σε ολόκληρη την τιμή: ο μειωμένος συντελεστής {reduced}% χάνεται πάνω από {maxArea} m2 ή € {maxValue:amount} (Νόμος περί ΦΠΑ, Πέμπτος Πίνακας, παρ. 3)."
  },
  "rent-vs-buy.vat-reduced-part": {
    en: "The {reduced}% VAT rate applies to the value of the first {fullArea} m2, pro rata to the area, at most EUR {fullValue:amount}; the rest is charged at {standard}%. Not modelled: the {maxArea} m2 rule for persons with disabilities and the pre-31 Oct 2023 planning-permit transition.",
    el: "Ο μειωμένος συντελεστής ΦΠΑ {reduced}% εφαρμόζεται στην αξία των πρώτων {fullArea} m2, αναλογικά με το εμβαδόν, το πολύ € {fullValue:amount}· το υπόλοιπο χρεώνεται με {standard}%. Δεν μοντελοποιούνται ο κανόνας των {maxArea} m2 για άτομα με αναπηρία και η μεταβατική ρύθμιση για πολεοδομικές άδειες πριν από τις 31 Οκτωβρίου 2023."
  },
  "rent-vs-buy.transfer-fee-base": {
    en: "Transfer fees are charged on the purchase price: the Land Registry charges them on its assessed market value, taken to equal the price.",
    el: "Τα δικαιώματα μεταβίβασης υπολογίζονται στην τιμή αγοράς: το Κτηματολόγιο τα χρεώνει στην αγοραία αξία που εκτιμά, η οποία θεωρείται ίση με την τιμή."
  },
  "rent-vs-buy.other-purchase-costs": {
    en: "otherPurchaseCosts was not sent: legal, bank and mortgage registration fees are not included.",
    el: "Δεν δόθηκε otherPurchaseCosts: δεν περιλαμβάνονται νομικά και τραπεζικά έξοδα ούτε τα τέλη εγγραφής υποθήκης."
  },
  "rent-vs-buy.purchase-costs-cash": {
    en: "Purchase costs are paid from own funds: VAT, fees and other purchase costs are paid in cash, not added to the loan.",
    el: "Τα έξοδα αγοράς πληρώνονται από ίδια κεφάλαια: ο ΦΠΑ, τα τέλη και τα άλλα έξοδα αγοράς καταβάλλονται σε μετρητά και δεν προστίθενται στο στεγαστικό δάνειο."
  },
  "rent-vs-buy.insurance": {
    en: "annualInsurance was not sent: home insurance is not included.",
    el: "Δεν δόθηκε annualInsurance: δεν περιλαμβάνεται ασφάλιση κατοικίας."
  },
  "rent-vs-buy.owner-costs": {
    en: "annualOwnerCosts was not sent: common charges and municipal fees are not included.",
    el: "Δεν δόθηκε annualOwnerCosts: δεν περιλαμβάνονται κοινόχρηστα και δημοτικά τέλη."
  },
  "rent-vs-buy.owner-costs-flat": {
    en: "Insurance and other owner costs grow {value}% a year: the yearly amounts given are held constant in euros.",
    el: "Η ασφάλιση και τα άλλα έξοδα ιδιοκτήτη αυξάνονται {value}% τον χρόνο: τα ετήσια ποσά που δόθηκαν μένουν σταθερά σε ευρώ."
  },
  "rent-vs-buy.timing": {
    en: "Timing in yearly steps: the mortgage is paid monthly; rent, owner costs, growth and returns move in yearly steps; each year's cost difference is invested at the year end by the side that spent less; the renter invests the buyer's upfront cash at the start.",
    el: "Χρονισμός σε ετήσια βήματα: το στεγαστικό δάνειο πληρώνεται μηνιαία· το ενοίκιο, τα έξοδα ιδιοκτήτη, η αύξηση αξίας και οι αποδόσεις κινούνται σε ετήσια βήματα· η διαφορά κόστους κάθε έτους επενδύεται στο τέλος του έτους από την πλευρά που δαπάνησε λιγότερα· ο ενοικιαστής επενδύει από την αρχή τα μετρητά που ο αγοραστής καταβάλλει αρχικά."
  },
  "rent-vs-buy.maintenance-base": {
    en: "Maintenance is a share of the home's value at the start of each year.",
    el: "Το κόστος συντήρησης είναι ποσοστό της αξίας της κατοικίας στην αρχή κάθε έτους."
  },
  "rent-vs-buy.investment-tax": {
    en: "Tax on investment returns is not modelled (e.g. the defence contribution on dividends or interest).",
    el: "Ο φόρος επί των αποδόσεων επενδύσεων δεν μοντελοποιείται (π.χ. η έκτακτη εισφορά για την άμυνα σε μερίσματα ή τόκους)."
  },
  "rent-vs-buy.capital-gains": {
    en: "Capital gains tax on the sale is not included; a main residence has a lifetime exemption (use calculate_cyprus_capital_gains for a sale).",
    el: "Ο φόρος κεφαλαιουχικών κερδών στην πώληση δεν περιλαμβάνεται· η κύρια κατοικία έχει ισόβια απαλλαγή (για πώληση χρησιμοποιήστε το calculate_cyprus_capital_gains)."
  },
  "rent-vs-buy.housing-deduction": {
    en: "The {year} income tax deduction for main-residence loan interest or rent (up to EUR {max:amount}) is not modelled; it can apply to either option.",
    el: "Η έκπτωση φόρου εισοδήματος του {year} για τόκους στεγαστικού δανείου ή ενοίκιο κύριας κατοικίας (έως € {max:amount}) δεν μοντελοποιείται· μπορεί να ισχύει και για τις δύο επιλογές."
  }
} as const satisfies AssumptionTexts

export type RentVsBuyAssumptionId = keyof typeof RENT_VS_BUY_ASSUMPTIONS
