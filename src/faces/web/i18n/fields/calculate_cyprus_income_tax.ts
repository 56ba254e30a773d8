import type { ToolTexts } from "./types.ts"

const EUR = { en: "EUR", el: "€" }
const EUR_YEAR = { en: "EUR a year", el: "€ τον χρόνο" }
const YEARS = { en: "years", el: "έτη" }
const YEAR_CHOICES = {
  "2024": { en: "2024", el: "2024" },
  "2025": { en: "2025", el: "2025" },
  "2026": { en: "2026", el: "2026" }
}
const FROM_2026 = { en: "From tax year 2026.", el: "Από το φορολογικό έτος 2026." }
const from2026 = (en: string, el: string) => ({ en: `${FROM_2026.en} ${en}`, el: `${FROM_2026.el} ${el}` })

export const TEXTS: ToolTexts = {
  title: { en: "Income tax and net pay", el: "Φόρος εισοδήματος και καθαρές απολαβές" },
  intro: {
    en: "See your income tax, Social Insurance, GESY and Special Defence Contribution, and what is left, for tax year 2024, 2025 or 2026, with the law behind each figure. Have at hand your gross pay (from your payslips or employer's certificate), any pension, rent, interest or dividends, and the deductions you can prove.",
    el: "Δείτε τον φόρο εισοδήματος, τις εισφορές Κοινωνικών Ασφαλίσεων και ΓεΣΥ, την Έκτακτη Αμυντική Εισφορά και το καθαρό ποσό που απομένει, για το φορολογικό έτος 2024, 2025 ή 2026, με τη νομοθεσία πίσω από κάθε ποσό. Έχετε μπροστά σας τις ακαθάριστες απολαβές σας (από τις μισθοδοτικές καταστάσεις ή το πιστοποιητικό του εργοδότη), τυχόν συντάξεις, ενοίκια, τόκους ή μερίσματα και τις εκπτώσεις που μπορείτε να τεκμηριώσετε."
  },
  fields: {
    salaryIncome: {
      label: { en: "Gross salary", el: "Ακαθάριστος μισθός" },
      help: {
        en: "Pay from employment before any deduction (salary, bonuses, 13th salary): the yearly total, or the monthly salary if you say so in «This salary is» below. 0 if you are only self-employed; leave empty if you have no salary (e.g. only a pension or rent).",
        el: "Απολαβές από μισθωτή απασχόληση πριν από οποιαδήποτε αποκοπή (μισθός, bonus, 13ος μισθός): το ετήσιο σύνολο, ή ο μηνιαίος μισθός αν το δηλώσετε στην ερώτηση «Ο μισθός αυτός είναι» πιο κάτω. 0 αν είστε μόνο αυτοτελώς εργαζόμενος· αφήστε κενό αν δεν έχετε μισθό (π.χ. μόνο σύνταξη ή ενοίκια)."
      },
      unit: EUR
    },
    employmentType: {
      label: { en: "Type of work", el: "Είδος απασχόλησης" },
      help: {
        en: "Needed whenever you give a salary (0 included). Self-employed: give the turnover and the occupational category too; any salary is then taxed as employment income.",
        el: "Απαιτείται όποτε δηλώνετε μισθό (και όταν είναι 0). Αυτοτελώς εργαζόμενοι: δηλώστε και τα ακαθάριστα έσοδα και την επαγγελματική κατηγορία· τυχόν μισθός φορολογείται τότε ως εισόδημα από μισθωτή απασχόληση."
      },
      choices: {
        private: { en: "Employee in the private sector", el: "Μισθωτός στον ιδιωτικό τομέα" },
        civil: { en: "Civil servant (public sector)", el: "Δημόσιος υπάλληλος (δημόσιος τομέας)" },
        "self-employed": { en: "Self-employed (sole trader)", el: "Αυτοτελώς εργαζόμενος" }
      }
    },
    legislationVersion: {
      label: { en: "Tax year", el: "Φορολογικό έτος" },
      help: {
        en: "The year whose rules apply. Left empty: 2026, and the result says so.",
        el: "Το έτος του οποίου οι κανόνες εφαρμόζονται. Αν μείνει κενό: 2026, και το αποτέλεσμα το αναφέρει."
      },
      choices: YEAR_CHOICES
    },
    compareWithYear: {
      label: { en: "Compare with tax year", el: "Σύγκριση με το φορολογικό έτος" },
      help: {
        en: "Optional: another year to set beside it, figure by figure, with the difference and the rules of each.",
        el: "Προαιρετικό: άλλο έτος για σύγκριση, ποσό προς ποσό, με τη διαφορά και τους κανόνες του καθενός."
      },
      choices: YEAR_CHOICES
    },
    isTaxResident: {
      label: { en: "Cyprus tax resident", el: "Φορολογικός κάτοικος Κύπρου" },
      help: {
        en: "Yes if you were in Cyprus more than 183 days in the year, or meet the 60-day rule. Left empty: taken as resident. A non-resident enters only income from Cyprus.",
        el: "Ναι αν παραμείνατε στην Κύπρο πέραν των 183 ημερών μέσα στο έτος ή πληροίτε τον κανόνα των 60 ημερών. Αν μείνει κενό, θεωρείστε κάτοικος. Ο μη κάτοικος δηλώνει μόνο εισοδήματα από την Κύπρο."
      }
    },
    turnover: {
      label: { en: "Business turnover", el: "Ακαθάριστα έσοδα επιχείρησης" },
      help: {
        en: "Self-employed only, and needed then: the year's gross takings, before expenses.",
        el: "Μόνο για αυτοτελώς εργαζομένους, και τότε απαιτείται: τα ακαθάριστα έσοδα του έτους, πριν από τα έξοδα."
      },
      unit: EUR_YEAR
    },
    businessExpenses: {
      label: { en: "Business expenses", el: "Επιχειρηματικά έξοδα" },
      help: {
        en: "Self-employed only: the year's allowable business expenses. Left empty: 0. Profit = turnover less expenses.",
        el: "Μόνο για αυτοτελώς εργαζομένους: τα εκπιπτόμενα έξοδα της επιχείρησης για το έτος. Αν μείνει κενό: 0. Κέρδος = ακαθάριστα έσοδα μείον έξοδα."
      },
      unit: EUR_YEAR
    },
    occupationalCategory: {
      label: { en: "Occupational category (Social Insurance)", el: "Επαγγελματική κατηγορία (Κοινωνικές Ασφαλίσεις)" },
      help: {
        en: "Self-employed only, and needed then: your Social Insurance category, which sets the minimum income contributions are paid on.",
        el: "Μόνο για αυτοτελώς εργαζομένους, και τότε απαιτείται: η κατηγορία σας στις Κοινωνικές Ασφαλίσεις, που καθορίζει το ελάχιστο ασφαλιστέο εισόδημα."
      },
      choices: {
        "professional-up-to-10-years": {
          en: "Professional in the first 10 years of practice (doctor, pharmacist, accountant, lawyer, architect, engineer, consultant...)",
          el: "Ελεύθερος επαγγελματίας τα πρώτα 10 χρόνια άσκησης (ιατρός, φαρμακοποιός, λογιστής, δικηγόρος, αρχιτέκτονας, μηχανικός, σύμβουλος...)"
        },
        "professional-over-10-years": {
          en: "Professional after more than 10 years of practice",
          el: "Ελεύθερος επαγγελματίας μετά από περισσότερα από 10 χρόνια άσκησης"
        },
        "wholesaler-estate-agent-business-owner": {
          en: "Wholesaler, estate agent, company director or other business owner",
          el: "Χονδρέμπορος, κτηματομεσίτης, διευθυντής εταιρείας ή άλλος επιχειρηματίας"
        },
        teacher: { en: "Teacher or tutor", el: "Εκπαιδευτικός ή καθηγητής φροντιστηρίου" },
        "builder-construction-trades": {
          en: "Builder or other construction trade",
          el: "Οικοδόμος ή άλλο επάγγελμα της οικοδομικής βιομηχανίας"
        },
        "technician-driver-clerical": {
          en: "Driver, technician, machine operator, clerk, secretary, cashier",
          el: "Οδηγός, τεχνίτης, χειριστής μηχανημάτων, υπάλληλος γραφείου, γραμματέας, ταμίας"
        },
        "shopkeeper-cleaner-guard": {
          en: "Shopkeeper, cleaner, messenger, guard",
          el: "Καταστηματάρχης, καθαριστής, κλητήρας, φύλακας"
        },
        "butcher-baker-confectioner": {
          en: "Butcher, baker, confectioner",
          el: "Κρεοπώλης, αρτοποιός, ζαχαροπλάστης"
        },
        "farmer-fisherman-hawker-and-similar": {
          en: "Farmer, stock breeder, fisherman, hawker and similar",
          el: "Γεωργός, κτηνοτρόφος, αλιέας, πλανόδιος πωλητής και παρόμοια"
        },
        other: { en: "Any other occupation (no minimum)", el: "Άλλο επάγγελμα (χωρίς ελάχιστο όριο)" }
      }
    },
    rentalIncome: {
      label: { en: "Rent received", el: "Ενοίκια" },
      help: {
        en: "Gross rent received in the year, before expenses; 20% of it is deducted as an allowance.",
        el: "Τα ακαθάριστα ενοίκια που εισπράξατε μέσα στο έτος, πριν από τα έξοδα· το 20% τους αφαιρείται ως έκπτωση."
      },
      unit: EUR_YEAR
    },
    pensionIncome: {
      label: { en: "Cyprus pensions", el: "Συντάξεις από την Κύπρο" },
      help: {
        en: "Gross pensions from Cyprus in the year: Social Insurance old-age pension, occupational or provident-fund pension, widow's pension.",
        el: "Οι ακαθάριστες συντάξεις από την Κύπρο μέσα στο έτος: σύνταξη γήρατος Κοινωνικών Ασφαλίσεων, επαγγελματική σύνταξη ή σύνταξη ταμείου προνοίας, σύνταξη χηρείας."
      },
      unit: EUR_YEAR
    },
    foreignPensionIncome: {
      label: { en: "Pension from abroad", el: "Σύνταξη από το εξωτερικό" },
      help: {
        en: "Gross yearly pension for work done abroad (e.g. a UK state or occupational pension), in euro; then choose how it is taxed.",
        el: "Η ακαθάριστη ετήσια σύνταξη για υπηρεσίες που παρασχέθηκαν στο εξωτερικό (π.χ. κρατική ή επαγγελματική σύνταξη από το Ηνωμένο Βασίλειο), σε ευρώ· επιλέξτε και τον τρόπο φορολόγησής της."
      },
      unit: EUR_YEAR
    },
    foreignPensionTaxation: {
      label: { en: "Taxation of the pension from abroad", el: "Φορολόγηση της σύνταξης από το εξωτερικό" },
      help: {
        en: "Your choice for the year (Income Tax Law art. 20); needed with a pension from abroad. The result also shows the tax under the other option.",
        el: "Η επιλογή σας για το έτος (άρθρο 20 του Περί Φορολογίας του Εισοδήματος Νόμου)· απαιτείται όταν δηλώνετε σύνταξη από το εξωτερικό. Το αποτέλεσμα δείχνει και τον φόρο με την άλλη επιλογή."
      },
      choices: {
        normal: { en: "With my other income, at the tax scale", el: "Μαζί με τα άλλα εισοδήματα, με την κλίμακα" },
        "flat-5": {
          en: "Separately: 5% on the amount above EUR 3,420 a year",
          el: "Χωριστά: 5% στο ποσό πέραν των €3.420 τον χρόνο"
        }
      }
    },
    interestIncome: {
      label: { en: "Interest", el: "Τόκοι" },
      help: {
        en: "Gross interest received in the year (deposits, bonds). Free of income tax; Special Defence Contribution and GESY may be due. Answer the non-dom question too.",
        el: "Οι ακαθάριστοι τόκοι που εισπράξατε μέσα στο έτος (καταθέσεις, ομόλογα). Δεν υπόκεινται σε φόρο εισοδήματος· μπορεί να οφείλεται ΕΑΕ και εισφορά ΓεΣΥ. Απαντήστε και στην ερώτηση για τη μη κατοικία (non-dom)."
      },
      unit: EUR_YEAR
    },
    dividendIncome: {
      label: { en: "Dividends", el: "Μερίσματα" },
      help: {
        en: "Gross dividends received in the year. Free of income tax; Special Defence Contribution and GESY may be due. Answer the non-dom question too.",
        el: "Τα ακαθάριστα μερίσματα που εισπράξατε μέσα στο έτος. Δεν υπόκεινται σε φόρο εισοδήματος· μπορεί να οφείλεται ΕΑΕ και εισφορά ΓεΣΥ. Απαντήστε και στην ερώτηση για τη μη κατοικία (non-dom)."
      },
      unit: EUR_YEAR
    },
    isNonDomiciled: {
      label: { en: "Non-domiciled (non-dom)", el: "Μη έχων κατοικία (non-dom)" },
      help: {
        en: "Yes if you are tax resident but not domiciled in Cyprus: no Special Defence Contribution on interest, dividends or rent. After 17 of the last 20 years of residence you count as domiciled. Needed with interest or dividends.",
        el: "Ναι αν είστε φορολογικός κάτοικος αλλά δεν έχετε την κατοικία (domicile) σας στην Κύπρο: δεν οφείλεται ΕΑΕ σε τόκους, μερίσματα ή ενοίκια. Μετά από 17 από τα τελευταία 20 έτη διαμονής θεωρείται ότι έχετε κατοικία στην Κύπρο. Απαιτείται όταν δηλώνετε τόκους ή μερίσματα."
      }
    },
    lifeInsurancePremiums: {
      label: { en: "Life insurance premiums", el: "Ασφάλιστρα ασφάλειας ζωής" },
      help: {
        en: "Premiums paid in the year on a policy on your own life (from 2026 also disability cover); give the sum insured too.",
        el: "Τα ασφάλιστρα που πληρώσατε μέσα στο έτος για ασφάλεια στη δική σας ζωή (από το 2026 και για κάλυψη αναπηρίας)· δηλώστε και το ασφαλισμένο ποσό."
      },
      unit: EUR_YEAR
    },
    lifeInsuranceSumInsured: {
      label: { en: "Life insurance sum insured", el: "Ασφαλισμένο ποσό ασφάλειας ζωής" },
      help: {
        en: "As on the policy; the premiums are deductible up to 7% of it.",
        el: "Όπως αναγράφεται στο ασφαλιστήριο· τα ασφάλιστρα εκπίπτουν μέχρι το 7% του ποσού αυτού."
      },
      unit: EUR
    },
    pensionFundContributions: {
      label: { en: "Provident or pension fund contributions", el: "Εισφορές σε ταμείο προνοίας ή συντάξεων" },
      help: {
        en: "Your own contributions in the year to an approved fund (see your payslips or the fund's statement); deductible up to 10% of your pay.",
        el: "Οι δικές σας εισφορές μέσα στο έτος σε εγκεκριμένο ταμείο (δείτε τις μισθοδοτικές καταστάσεις ή την κατάσταση του ταμείου)· εκπίπτουν μέχρι το 10% των απολαβών σας."
      },
      unit: EUR_YEAR
    },
    medicalFundContributions: {
      label: { en: "Medical fund contributions", el: "Εισφορές σε ιατρικό ταμείο" },
      help: {
        en: "Your own contributions in the year to an approved medical fund; deductible up to 1.5% of your pay.",
        el: "Οι δικές σας εισφορές μέσα στο έτος σε εγκεκριμένο ιατρικό ταμείο· εκπίπτουν μέχρι το 1,5% των απολαβών σας."
      },
      unit: EUR_YEAR
    },
    approvedDonations: {
      label: { en: "Donations to approved charities", el: "Δωρεές σε εγκεκριμένα φιλανθρωπικά ιδρύματα" },
      help: {
        en: "Given in the year, with receipts.",
        el: "Δωρεές μέσα στο έτος, με αποδείξεις."
      },
      unit: EUR_YEAR
    },
    dependentChildren: {
      label: { en: "Dependent children", el: "Εξαρτώμενα τέκνα" },
      help: from2026(
        "Children you claim for: under 18 on 31 December, or a secondary-school pupil under 20, in the National Guard under 21, a student under 24, or permanently disabled at any age. Give the household and family income too.",
        "Τα τέκνα για τα οποία διεκδικείτε την έκπτωση: κάτω των 18 στις 31 Δεκεμβρίου, ή μαθητής μέσης εκπαίδευσης κάτω των 20, στρατιώτης της Εθνικής Φρουράς κάτω των 21, φοιτητής κάτω των 24, ή με μόνιμη αναπηρία σε οποιαδήποτε ηλικία. Δηλώστε και το νοικοκυριό και το οικογενειακό εισόδημα."
      ),
      unit: { en: "children", el: "τέκνα" }
    },
    householdType: {
      label: { en: "Household", el: "Νοικοκυριό" },
      help: from2026(
        "Needed for the child, housing and green deductions: it sets their income limit.",
        "Απαιτείται για τις εκπτώσεις για τέκνα, κατοικία και πράσινες επενδύσεις: καθορίζει το εισοδηματικό τους όριο."
      ),
      choices: {
        single: {
          en: "Single: no spouse, civil partner or dependent child (limit EUR 40,000 of own income)",
          el: "Άγαμο πρόσωπο: χωρίς σύζυγο, συμβίο ή εξαρτώμενο τέκνο (όριο €40.000 ατομικού εισοδήματος)"
        },
        couple: {
          en: "Couple: married, civil partners, or living with the other parent of a common child (limit on family income)",
          el: "Ζευγάρι: σύζυγοι, συμβίοι ή συμβίωση με τον άλλο γονέα κοινού τέκνου (όριο στο οικογενειακό εισόδημα)"
        },
        "single-parent": {
          en: "Single parent with custody of a dependent child",
          el: "Μονογονεϊκή οικογένεια, με την επιμέλεια εξαρτώμενου τέκνου"
        }
      }
    },
    isSingleParent: {
      label: { en: "Single-parent family", el: "Μονογονεϊκή οικογένεια" },
      help: from2026(
        "Yes if you live with and have custody of at least one dependent child, without a spouse or partner: the child amounts are doubled. The same as the household «single parent»; the two must agree.",
        "Ναι αν ζείτε με τουλάχιστον ένα εξαρτώμενο τέκνο και έχετε την επιμέλειά του, χωρίς σύζυγο ή σύντροφο: τα ποσά για τα τέκνα διπλασιάζονται. Το ίδιο με το νοικοκυριό «μονογονεϊκή οικογένεια»· οι δύο απαντήσεις πρέπει να συμφωνούν."
      )
    },
    familyIncome: {
      label: { en: "Gross family income", el: "Ακαθάριστο οικογενειακό εισόδημα" },
      help: from2026(
        "The gross yearly income the limits are tested on, before exemptions and deductions (child benefit excluded): for a couple both partners' total, otherwise your own. Not less than the income entered here.",
        "Το ακαθάριστο ετήσιο εισόδημα στο οποίο ελέγχονται τα όρια, πριν από απαλλαγές και εκπτώσεις (χωρίς το επίδομα τέκνου): για ζευγάρι το σύνολο και των δύο, διαφορετικά το δικό σας. Όχι μικρότερο από τα εισοδήματα που δηλώνετε εδώ."
      ),
      unit: EUR_YEAR
    },
    housingCostPaid: {
      label: { en: "Home loan interest or rent", el: "Τόκοι στεγαστικού δανείου ή ενοίκιο" },
      help: from2026(
        "Interest paid in the year on the loan for your main home in Cyprus, or rent paid for it electronically, less any state subsidy (your share). Deductible up to EUR 2,000.",
        "Οι τόκοι που πληρώσατε μέσα στο έτος για το στεγαστικό δάνειο της κύριας κατοικίας σας στην Κύπρο ή το ενοίκιο που πληρώσατε ηλεκτρονικά γι' αυτήν, μετά την αφαίρεση κρατικής επιδότησης (το δικό σας μερίδιο). Εκπίπτουν έως €2.000."
      ),
      unit: EUR_YEAR
    },
    greenInvestment: {
      label: { en: "Green investment", el: "Πράσινες επενδύσεις" },
      help: from2026(
        "Spent in the year on an energy upgrade of your main home (e.g. photovoltaics, batteries) or an electric vehicle registered in Cyprus, less grants. Deductible up to EUR 1,000 a year.",
        "Δαπάνες μέσα στο έτος για ενεργειακή αναβάθμιση της κύριας κατοικίας (π.χ. φωτοβολταϊκά, μπαταρίες αποθήκευσης) ή για ηλεκτρικό όχημα εγγεγραμμένο στην Κύπρο, μετά την αφαίρεση χορηγιών. Εκπίπτουν έως €1.000 τον χρόνο."
      ),
      unit: EUR_YEAR
    },
    naturalDisasterInsurancePremium: {
      label: { en: "Home insurance against natural disasters", el: "Ασφάλιση κατοικίας για φυσικές καταστροφές" },
      help: from2026(
        "The premium paid for it in the year. Deductible up to EUR 500.",
        "Το ασφάλιστρο που πληρώσατε μέσα στο έτος. Εκπίπτει έως €500."
      ),
      unit: EUR_YEAR
    },
    employmentExemption: {
      label: {
        en: "Exemption for employment taken up in Cyprus (art. 8)",
        el: "Απαλλαγή για απασχόληση που αναλήφθηκε στην Κύπρο (άρθρο 8)"
      },
      help: {
        en: "Only if you came from abroad to work in Cyprus. The exemption is applied only if every condition is met; leave empty otherwise.",
        el: "Μόνο αν ήρθατε από το εξωτερικό για να εργαστείτε στην Κύπρο. Η απαλλαγή εφαρμόζεται μόνο αν πληρούνται όλες οι προϋποθέσεις· διαφορετικά αφήστε κενό."
      }
    },
    "employmentExemption.type": {
      label: { en: "Exemption", el: "Απαλλαγή" },
      choices: {
        "20-percent": {
          en: "20% of employment income, up to EUR 8,550 (art. 8(21A))",
          el: "20% του εισοδήματος από απασχόληση, έως €8.550 (άρθρο 8(21A))"
        },
        "50-percent": {
          en: "50% of employment income in a year it exceeds EUR 55,000 (art. 8(23A))",
          el: "50% του εισοδήματος από απασχόληση σε έτος που υπερβαίνει τις €55.000 (άρθρο 8(23A))"
        }
      }
    },
    "employmentExemption.employmentStartDate": {
      label: { en: "Start of employment in Cyprus", el: "Έναρξη απασχόλησης στην Κύπρο" },
      help: {
        en: "The day you first started employment in Cyprus.",
        el: "Η ημέρα που αρχίσατε για πρώτη φορά να εργάζεστε στην Κύπρο."
      }
    },
    "employmentExemption.consecutiveNonResidentYearsBeforeStart": {
      label: { en: "Years not resident before starting", el: "Έτη μη φορολογικής κατοικίας πριν από την έναρξη" },
      help: {
        en: "Tax years in a row, just before you started, in which you were not Cyprus tax resident (20%: at least 3; 50%: at least 15).",
        el: "Τα συνεχόμενα φορολογικά έτη, αμέσως πριν από την έναρξη, που δεν ήσασταν φορολογικός κάτοικος Κύπρου (20%: τουλάχιστον 3· 50%: τουλάχιστον 15)."
      },
      unit: YEARS
    },
    "employmentExemption.employedAbroadBeforeStart": {
      label: { en: "Employed abroad just before", el: "Απασχόληση στο εξωτερικό αμέσως πριν" },
      help: {
        en: "Needed for the 20% exemption: yes if, just before starting in Cyprus, you were employed outside Cyprus by a non-resident employer.",
        el: "Απαιτείται για την απαλλαγή 20%: ναι αν, αμέσως πριν από την έναρξη στην Κύπρο, εργαζόσασταν εκτός Κύπρου σε εργοδότη που δεν ήταν κάτοικος Κύπρου."
      }
    }
  },
  outputs: {
    legislationVersion: { en: "Tax year", el: "Φορολογικό έτος" },
    legislationYearDefaulted: { en: "Tax year taken by default", el: "Φορολογικό έτος κατά προεπιλογή" },
    isTaxResident: { en: "Cyprus tax resident", el: "Φορολογικός κάτοικος Κύπρου" },
    employmentType: { en: "Type of work", el: "Είδος απασχόλησης" },
    income: { en: "Income", el: "Εισοδήματα" },
    "income.salary": { en: "Salary", el: "Μισθός" },
    "income.selfEmploymentProfit": { en: "Self-employment profit", el: "Κέρδος από αυτοτελή απασχόληση" },
    "income.rental": { en: "Rent", el: "Ενοίκια" },
    "income.pension": { en: "Cyprus pensions", el: "Συντάξεις από την Κύπρο" },
    "income.foreignPension": { en: "Pension from abroad", el: "Σύνταξη από το εξωτερικό" },
    "income.interest": { en: "Interest", el: "Τόκοι" },
    "income.dividends": { en: "Dividends", el: "Μερίσματα" },
    "income.total": { en: "Total income", el: "Συνολικό εισόδημα" },
    foreignPension: { en: "Pension from abroad", el: "Σύνταξη από το εξωτερικό" },
    "foreignPension.taxation": { en: "Taxation chosen", el: "Τρόπος φορολόγησης που επιλέχθηκε" },
    "foreignPension.exemptAmount": { en: "Exempt amount", el: "Απαλλασσόμενο ποσό" },
    "foreignPension.ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "foreignPension.taxedAtFlatRate": {
      en: "Taxed at the flat rate",
      el: "Ποσό που φορολογείται με τον σταθερό συντελεστή"
    },
    "foreignPension.tax": { en: "Tax on the pension (art. 20)", el: "Φόρος επί της σύνταξης (άρθρο 20)" },
    "foreignPension.otherTaxation": { en: "The other option", el: "Η άλλη επιλογή" },
    "foreignPension.totalTaxUnderOtherTaxation": {
      en: "Total tax and contributions under the other option",
      el: "Σύνολο φόρων και εισφορών με την άλλη επιλογή"
    },
    "foreignPension.savingOfChoice": {
      en: "Saving from this choice (negative: the other is cheaper)",
      el: "Όφελος από αυτή την επιλογή (αρνητικό: η άλλη είναι φθηνότερη)"
    },
    employmentExemption: {
      en: "Employment income exemption (art. 8)",
      el: "Απαλλαγή εισοδήματος από απασχόληση (άρθρο 8)"
    },
    "employmentExemption.type": { en: "Exemption", el: "Απαλλαγή" },
    "employmentExemption.applied": { en: "Applied", el: "Εφαρμόστηκε" },
    "employmentExemption.amount": { en: "Amount exempt", el: "Απαλλασσόμενο ποσό" },
    "employmentExemption.reasons": {
      en: "Conditions met, or why refused",
      el: "Προϋποθέσεις που πληρούνται ή λόγοι απόρριψης"
    },
    deductions: { en: "Deductions", el: "Εκπτώσεις" },
    "deductions[].name": { en: "Deduction", el: "Έκπτωση" },
    "deductions[].claimed": { en: "Claimed", el: "Ποσό που δηλώθηκε" },
    "deductions[].allowed": { en: "Allowed", el: "Ποσό που εκπίπτει" },
    totalDeductions: { en: "Total deductions", el: "Σύνολο εκπτώσεων" },
    personalDeductionsIncomeTest: {
      en: "Income test of the 2026 child, housing and green deductions",
      el: "Εισοδηματικό κριτήριο των εκπτώσεων του 2026 για τέκνα, κατοικία και πράσινες επενδύσεις"
    },
    "personalDeductionsIncomeTest.householdType": { en: "Household", el: "Νοικοκυριό" },
    "personalDeductionsIncomeTest.dependentChildren": { en: "Dependent children", el: "Εξαρτώμενα τέκνα" },
    "personalDeductionsIncomeTest.incomeCompared": { en: "Income tested", el: "Εισόδημα που ελέγχθηκε" },
    "personalDeductionsIncomeTest.limit": { en: "Income limit", el: "Εισοδηματικό όριο" },
    "personalDeductionsIncomeTest.withinLimit": { en: "Within the limit", el: "Εντός του ορίου" },
    article14Cap: {
      en: "One-fifth limit on deductions (art. 14)",
      el: "Όριο του ενός πέμπτου στις εκπτώσεις (άρθρο 14)"
    },
    "article14Cap.base": { en: "Income the limit is taken on", el: "Εισόδημα επί του οποίου υπολογίζεται το όριο" },
    "article14Cap.cap": { en: "Limit", el: "Όριο" },
    "article14Cap.claimedWithinCap": { en: "Claimed under the limit", el: "Ποσά που δηλώθηκαν υπό το όριο" },
    "article14Cap.allowedWithinCap": { en: "Allowed under the limit", el: "Ποσά που εκπίπτουν υπό το όριο" },
    "article14Cap.reduced": { en: "Reduced by the limit", el: "Μειώθηκαν λόγω του ορίου" },
    taxableIncome: { en: "Taxable income", el: "Φορολογητέο εισόδημα" },
    incomeTaxByBand: { en: "Income tax by band", el: "Φόρος εισοδήματος ανά κλίμακα" },
    "incomeTaxByBand[].from": { en: "From", el: "Από" },
    "incomeTaxByBand[].to": { en: "To", el: "Έως" },
    "incomeTaxByBand[].ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "incomeTaxByBand[].amountInBand": { en: "Income in the band", el: "Εισόδημα στην κλίμακα" },
    "incomeTaxByBand[].tax": { en: "Tax", el: "Φόρος" },
    incomeTax: { en: "Income tax", el: "Φόρος εισοδήματος" },
    socialInsurance: { en: "Social Insurance", el: "Κοινωνικές Ασφαλίσεις" },
    "socialInsurance.ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "socialInsurance.insurableEarnings": { en: "Insurable earnings", el: "Ασφαλιστέες αποδοχές" },
    "socialInsurance.ceiling": { en: "Maximum insurable earnings", el: "Ανώτατο όριο ασφαλιστέων αποδοχών" },
    "socialInsurance.amount": { en: "Social Insurance contribution", el: "Εισφορά Κοινωνικών Ασφαλίσεων" },
    "socialInsurance.parts": { en: "By kind of work", el: "Ανά είδος απασχόλησης" },
    "socialInsurance.parts[].kind": { en: "As", el: "Ως" },
    "socialInsurance.parts[].ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "socialInsurance.parts[].insurableEarnings": { en: "Insurable earnings", el: "Ασφαλιστέες αποδοχές" },
    "socialInsurance.parts[].minimumInsurableIncome": {
      en: "Minimum insurable income",
      el: "Ελάχιστο ασφαλιστέο εισόδημα"
    },
    "socialInsurance.parts[].amount": { en: "Contribution", el: "Εισφορά" },
    gesy: { en: "GESY (national health system)", el: "ΓεΣΥ (Γενικό Σύστημα Υγείας)" },
    "gesy.ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "gesy.base": { en: "Income charged", el: "Εισόδημα που επιβαρύνεται" },
    "gesy.ceiling": { en: "Yearly ceiling", el: "Ετήσιο ανώτατο όριο" },
    "gesy.amount": { en: "GESY contribution", el: "Εισφορά ΓεΣΥ" },
    "gesy.parts": { en: "By income", el: "Ανά είδος εισοδήματος" },
    "gesy.parts[].income": { en: "Income", el: "Εισόδημα" },
    "gesy.parts[].ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "gesy.parts[].base": { en: "Income charged", el: "Εισόδημα που επιβαρύνεται" },
    "gesy.parts[].amount": { en: "Contribution", el: "Εισφορά" },
    defenceContribution: { en: "Special Defence Contribution", el: "Έκτακτη Αμυντική Εισφορά (ΕΑΕ)" },
    "defenceContribution.amount": { en: "Special Defence Contribution charged", el: "ΕΑΕ που χρεώνεται" },
    "defenceContribution.parts": { en: "By income", el: "Ανά είδος εισοδήματος" },
    "defenceContribution.parts[].income": { en: "Income", el: "Εισόδημα" },
    "defenceContribution.parts[].base": { en: "Income charged", el: "Εισόδημα που επιβαρύνεται" },
    "defenceContribution.parts[].ratePercent": { en: "Rate (%)", el: "Συντελεστής (%)" },
    "defenceContribution.parts[].amount": { en: "Amount", el: "Ποσό" },
    "defenceContribution.parts[].charged": { en: "Charged", el: "Χρεώνεται" },
    netAnnualIncome: { en: "Net yearly income", el: "Καθαρό ετήσιο εισόδημα" },
    netMonthlyIncome: { en: "Net monthly income (yearly / 12)", el: "Καθαρό μηνιαίο εισόδημα (ετήσιο / 12)" },
    effectiveTaxRatePercent: {
      en: "Effective income tax rate (%)",
      el: "Πραγματικός συντελεστής φόρου εισοδήματος (%)"
    },
    totalContributionsAndTax: { en: "Total tax and contributions", el: "Σύνολο φόρων και εισφορών" },
    comparison: { en: "Compared with another tax year", el: "Σύγκριση με άλλο φορολογικό έτος" },
    "comparison.year": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures": { en: "The figures in both years", el: "Τα ποσά στα δύο έτη" },
    "comparison.figures[].figure": { en: "Figure", el: "Μέγεθος" },
    "comparison.figures[].thisYear": { en: "This year", el: "Αυτό το έτος" },
    "comparison.figures[].thisYear.amount": { en: "This year", el: "Αυτό το έτος" },
    "comparison.figures[].otherYear": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures[].otherYear.amount": { en: "Year compared", el: "Έτος σύγκρισης" },
    "comparison.figures[].difference": { en: "Difference", el: "Διαφορά" },
    "comparison.figures[].changed": { en: "Changed", el: "Άλλαξε" },
    "comparison.changed": { en: "Figures that changed", el: "Μεγέθη που άλλαξαν" }
  },
  outputChoices: {
    taxation: {
      normal: { en: "at the tax scale, with other income", el: "με την κλίμακα, μαζί με τα άλλα εισοδήματα" },
      "flat-5": { en: "separately at 5%", el: "χωριστά με συντελεστή 5%" }
    },
    otherTaxation: {
      normal: { en: "at the tax scale, with other income", el: "με την κλίμακα, μαζί με τα άλλα εισοδήματα" },
      "flat-5": { en: "separately at 5%", el: "χωριστά με συντελεστή 5%" }
    },
    type: {
      "20-percent": { en: "20% exemption (art. 8(21A))", el: "απαλλαγή 20% (άρθρο 8(21A))" },
      "50-percent": { en: "50% exemption (art. 8(23A))", el: "απαλλαγή 50% (άρθρο 8(23A))" }
    },
    kind: {
      employee: { en: "employee", el: "μισθωτός" },
      "self-employed": { en: "self-employed", el: "αυτοτελώς εργαζόμενος" }
    },
    income: {
      salary: { en: "salary", el: "μισθός" },
      "self-employment": { en: "self-employment", el: "αυτοτελής απασχόληση" },
      pension: { en: "pension", el: "σύνταξη" },
      "foreign-pension": { en: "pension from abroad", el: "σύνταξη από το εξωτερικό" },
      rental: { en: "rent", el: "ενοίκια" },
      interest: { en: "interest", el: "τόκοι" },
      dividends: { en: "dividends", el: "μερίσματα" }
    }
  }
}
