// The assumptions of the income tax calculator (calculate_cyprus_income_tax), by id, in English and Greek
// (core/assumptions.ts).
import type { AssumptionTexts, assumptionList } from "../../core/assumptions.ts"

export const INCOME_TAX_ASSUMPTIONS = {
  "income-tax.default-year": {
    en: "Tax year {value} rules were used as the default because legislationVersion was omitted.",
    el: "Εφαρμόστηκαν οι κανόνες του φορολογικού έτους {value} ως προεπιλογή, επειδή δεν δόθηκε το legislationVersion."
  },
  "income-tax.resident-default": {
    en: "Treated as a Cyprus tax resident because isTaxResident was omitted.",
    el: "Θεωρείται φορολογικός κάτοικος Κύπρου, επειδή δεν δόθηκε το isTaxResident."
  },
  "income-tax.non-resident-cyprus-income": {
    en: "Non-resident: all income sent is treated as income from Cyprus (non-residents pay income tax, social insurance and GESY only on Cyprus income).",
    el: "Μη φορολογικός κάτοικος: όλο το εισόδημα που δόθηκε θεωρείται εισόδημα από την Κύπρο (οι μη κάτοικοι καταβάλλουν φόρο εισοδήματος, εισφορές Κοινωνικών Ασφαλίσεων και εισφορές ΓεΣΥ μόνο επί εισοδήματος από την Κύπρο)."
  },
  "income-tax.non-resident-art14": {
    en: "Non-resident: the art. 14 allowances (contributions and premiums) are applied as for residents; this is not confirmed by the sources read.",
    el: "Μη φορολογικός κάτοικος: οι εκπτώσεις του άρθρου 14 (εισφορές και ασφάλιστρα) εφαρμόζονται όπως για τους κατοίκους· αυτό δεν επιβεβαιώνεται από τις πηγές που διαβάστηκαν."
  },
  "income-tax.salary-maybe-monthly": {
    en: "salaryIncome EUR {value:amount} was taken as the ANNUAL salary, as sent; it is below {below:amount}, so it may be a monthly figure: if so, ask the user and send 12 times it (13 with a 13th salary).",
    el: "Το salaryIncome € {value:amount} λήφθηκε ως ΕΤΗΣΙΟΣ μισθός, όπως δόθηκε· είναι κάτω από {below:amount}, οπότε μπορεί να είναι μηνιαίο ποσό: αν ναι, ρωτήστε τον χρήστη και στείλτε το 12πλάσιο (13πλάσιο με 13ο μισθό)."
  },
  "income-tax.salary-maybe-monthly-cents": {
    en: "salaryIncome EUR {value:money} was taken as the ANNUAL salary, as sent; it is below {below:amount}, so it may be a monthly figure: if so, ask the user and send 12 times it (13 with a 13th salary).",
    el: "Το salaryIncome € {value:money} λήφθηκε ως ΕΤΗΣΙΟΣ μισθός, όπως δόθηκε· είναι κάτω από {below:amount}, οπότε μπορεί να είναι μηνιαίο ποσό: αν ναι, ρωτήστε τον χρήστη και στείλτε το 12πλάσιο (13πλάσιο με 13ο μισθό)."
  },
  "income-tax.business-expenses-zero": {
    en: "businessExpenses was omitted, so business expenses are taken as 0 and profit equals turnover.",
    el: "Δεν δόθηκε το businessExpenses, οπότε τα επιχειρηματικά έξοδα λαμβάνονται ως 0 και το κέρδος ισούται με τον κύκλο εργασιών."
  },
  "income-tax.loss-not-set-off": {
    en: "Business expenses exceed turnover: profit is taken as 0 and the loss is not set against other income.",
    el: "Τα επιχειρηματικά έξοδα υπερβαίνουν τον κύκλο εργασιών: το κέρδος λαμβάνεται ως 0 και η ζημιά δεν συμψηφίζεται με άλλο εισόδημα."
  },
  "income-tax.self-employed-minimum-unconfirmed": {
    en: 'The {year} minimum insurable income of occupational category "{value}" is not confirmed in our sources, so self-employed social insurance is computed on actual profit with no minimum. If the category minimum is higher than your profit, Social Insurance Services charge on the minimum.',
    el: "Το ελάχιστο ασφαλιστέο εισόδημα του {year} για την επαγγελματική κατηγορία «{value}» δεν επιβεβαιώνεται στις πηγές μας, οπότε οι εισφορές Κοινωνικών Ασφαλίσεων του αυτοτελώς εργαζομένου υπολογίζονται στο πραγματικό κέρδος χωρίς ελάχιστο. Αν το ελάχιστο της κατηγορίας είναι μεγαλύτερο από το κέρδος σας, οι Υπηρεσίες Κοινωνικών Ασφαλίσεων χρεώνουν επί του ελάχιστου."
  },
  "income-tax.self-employed-minimum-applied": {
    en: 'Profit is below the {year} minimum insurable income of category "{category}" (EUR {value:money}), so self-employed social insurance is charged on that minimum. The minimum is derived (the category\'s multiple of the weekly basic insurable earnings, fitted to published SIS figures), not read in the SIS table for the year. On application, Social Insurance Services may assess contributions on actual income below the category minimum; that is not modelled.',
    el: "Το κέρδος είναι κάτω από το ελάχιστο ασφαλιστέο εισόδημα του {year} της κατηγορίας «{category}» (€ {value:money}), οπότε οι εισφορές Κοινωνικών Ασφαλίσεων του αυτοτελώς εργαζομένου χρεώνονται επί αυτού του ελάχιστου. Το ελάχιστο είναι παράγωγο (το πολλαπλάσιο της κατηγορίας επί των εβδομαδιαίων βασικών ασφαλιστέων αποδοχών, προσαρμοσμένο στα δημοσιευμένα στοιχεία των Υπηρεσιών Κοινωνικών Ασφαλίσεων), δεν διαβάστηκε στον πίνακα των Υπηρεσιών για το έτος. Κατόπιν αίτησης, οι Υπηρεσίες Κοινωνικών Ασφαλίσεων μπορεί να υπολογίσουν εισφορές επί του πραγματικού εισοδήματος κάτω από το ελάχιστο της κατηγορίας· αυτό δεν μοντελοποιείται."
  },
  "income-tax.shared-social-insurance-ceiling": {
    en: "Salary and self-employment share one yearly social insurance ceiling: salary counts first, and self-employed contributions are charged only on the rest of the ceiling (modelling choice).",
    el: "Ο μισθός και η αυτοτελής εργασία μοιράζονται ένα ετήσιο ανώτατο όριο ασφαλιστέων αποδοχών: ο μισθός μετρά πρώτος, και οι εισφορές του αυτοτελώς εργαζομένου χρεώνονται μόνο επί του υπόλοιπου ορίου (επιλογή μοντελοποίησης)."
  },
  "income-tax.gesy-ceiling-order": {
    en: "The GESY ceiling of EUR {value:money} is filled by salary first, then self-employment profit, then pensions, then rent, interest and dividends.",
    el: "Το ανώτατο όριο των εισφορών ΓεΣΥ, € {value:money}, καλύπτεται πρώτα από τον μισθό, μετά από το κέρδος αυτοτελούς εργασίας, μετά από τις συντάξεις, και μετά από τα ενοίκια, τους τόκους και τα μερίσματα."
  },
  "income-tax.gesy-outside-scale-not-deducted": {
    en: "GESY on income outside the scale (interest, dividends, a foreign pension taxed at the art. 20 rate) is not deducted from taxable income: whether it may be is not confirmed.",
    el: "Οι εισφορές ΓεΣΥ επί εισοδήματος εκτός κλίμακας (τόκοι, μερίσματα, σύνταξη από το εξωτερικό που φορολογείται με τον συντελεστή του άρθρου 20) δεν αφαιρούνται από το φορολογητέο εισόδημα: δεν επιβεβαιώνεται αν επιτρέπεται."
  },
  "income-tax.non-resident-no-gesy-on-investment-income": {
    en: "Non-resident: no GESY on interest and dividends.",
    el: "Μη φορολογικός κάτοικος: δεν καταβάλλονται εισφορές ΓεΣΥ επί τόκων και μερισμάτων."
  },
  "income-tax.gesy-self-employed-on-profit": {
    en: "GESY for the self-employed is computed on profit (turnover less business expenses).",
    el: "Οι εισφορές ΓεΣΥ του αυτοτελώς εργαζομένου υπολογίζονται επί του κέρδους (κύκλος εργασιών μείον επιχειρηματικά έξοδα)."
  },
  "income-tax.sdc-dividends-earlier-profits": {
    en: "Dividends: EY reads the 5% as applying to dividend payments from 2026; other summaries (DP Law, Asterisk) apply it to profits earned from 2026 only, leaving dividends paid out of 2025 or earlier profits at 17%. The answer shows both figures. If the dividends were paid out of profits of {earlierYear} or earlier, some summaries apply {earlierRate}%: EUR {atEarlierRate:money} instead of EUR {atRate:money}.",
    el: "Μερίσματα: η EY ερμηνεύει το 5% ως εφαρμοστέο στις πληρωμές μερισμάτων από το 2026· άλλες περιλήψεις (DP Law, Asterisk) το εφαρμόζουν μόνο σε κέρδη από το 2026 και μετά, αφήνοντας στο 17% τα μερίσματα που καταβάλλονται από κέρδη του 2025 ή προηγούμενων ετών. Η απάντηση δείχνει και τα δύο ποσά. Αν τα μερίσματα καταβλήθηκαν από κέρδη του {earlierYear} ή προηγούμενων ετών, ορισμένες περιλήψεις εφαρμόζουν {earlierRate}%: € {atEarlierRate:money} αντί € {atRate:money}."
  },
  "income-tax.sdc-no-rent": {
    en: "No Special Defence Contribution on rent: Special Contribution for the Defence of the Republic Law 117(I)/2002 as amended by the 2026 reform: no contribution on rent from 1 January 2026.",
    el: "Δεν οφείλεται Έκτακτη Αμυντική Εισφορά (ΕΑΕ) επί ενοικίων: Νόμος περί Έκτακτης Εισφοράς για την Άμυνα της Δημοκρατίας 117(I)/2002 όπως τροποποιήθηκε με τη μεταρρύθμιση του 2026: καμία εισφορά επί ενοικίων από την 1η Ιανουαρίου 2026."
  },
  "income-tax.art8-fifty-percent-threshold": {
    en: "Art. 8(23A): employment income is assumed to have exceeded EUR {value:money} in the first or second year of employment in Cyprus, as the law requires (not checked).",
    el: "Άρθρο 8(23Α): θεωρείται ότι το εισόδημα από μισθωτή απασχόληση υπερέβη τα € {value:money} στο πρώτο ή στο δεύτερο έτος απασχόλησης στην Κύπρο, όπως απαιτεί ο νόμος (δεν ελέγχεται)."
  },
  "income-tax.rental-allowance-only": {
    en: "Rent: only the {value}% rental allowance is deducted; interest on a loan for the let property and wear-and-tear allowances are not modelled.",
    el: "Ενοίκια: αφαιρείται μόνο η έκπτωση {value}% επί των ενοικίων· οι τόκοι δανείου για το ενοικιαζόμενο ακίνητο και οι εκπτώσεις φθοράς (κεφαλαιουχικές εκπτώσεις) δεν μοντελοποιούνται."
  },
  "income-tax.art14-limits-on-remuneration": {
    en: "The {value}% (pension fund) and {medicalPercent}% (medical fund) limits are applied to salary plus self-employment profit.",
    el: "Τα όρια {value}% (ταμείο συντάξεων) και {medicalPercent}% (ιατρικό ταμείο) εφαρμόζονται στον μισθό μαζί με το κέρδος αυτοτελούς εργασίας."
  },
  "income-tax.single-parent-limit-dispute": {
    en: "Single parent: the family income limits (100,000 (0-2 children), 150,000 (3-4), 200,000 (5 or more)) were applied to your own gross income, as PG Economides (14 Jan 2026), ACLA Auditors and Shiakas (12 Jan 2026) state for the enacted law. Philenews (26 Jan 2026) and Cyprus Today report instead a EUR 40,000 ceiling for single parents, to be raised to EUR 50,000 by a planned amendment that we did not find enacted. If a lower ceiling applies to you, the child, housing and green deductions may be refused.",
    el: "Μονογονέας: τα όρια οικογενειακού εισοδήματος (100.000 (0-2 παιδιά), 150.000 (3-4), 200.000 (5 ή περισσότερα)) εφαρμόστηκαν στο δικό σας ακαθάριστο εισόδημα, όπως αναφέρουν για τον ψηφισμένο νόμο οι PG Economides (14 Ιαν 2026), ACLA Auditors και Shiakas (12 Ιαν 2026). Ο Φιλελεύθερος (26 Ιαν 2026) και το Cyprus Today αναφέρουν αντίθετα ανώτατο όριο € 40.000 για μονογονείς, που θα αυξηθεί σε € 50.000 με σχεδιαζόμενη τροποποίηση την οποία δεν βρήκαμε ψηφισμένη. Αν ισχύει για εσάς χαμηλότερο όριο, οι εκπτώσεις για παιδιά, στέγαση και πράσινες επενδύσεις μπορεί να μην παραχωρηθούν."
  },
  "income-tax.household-field-unused": {
    en: "{value} is not used for {year}: the income-tested personal deductions exist from {from}.",
    el: "Το {value} δεν χρησιμοποιείται για το {year}: οι προσωπικές εκπτώσεις με εισοδηματικά κριτήρια ισχύουν από το {from}."
  },
  "income-tax.household-fields-unused": {
    en: "householdType and familyIncome are not used for {year}: the income-tested personal deductions exist from {from}.",
    el: "Τα householdType και familyIncome δεν χρησιμοποιούνται για το {year}: οι προσωπικές εκπτώσεις με εισοδηματικά κριτήρια ισχύουν από το {from}."
  },
  "income-tax.civil-servant": {
    en: "Civil servants pay the same social insurance and GESY rates as private employees; contributions to the Government Employees Pension Scheme are not included unless sent as pensionFundContributions.",
    el: "Οι δημόσιοι υπάλληλοι καταβάλλουν τους ίδιους συντελεστές εισφορών Κοινωνικών Ασφαλίσεων και ΓεΣΥ με τους μισθωτούς του ιδιωτικού τομέα· οι εισφορές στο Σχέδιο Συντάξεων των Κυβερνητικών Υπαλλήλων δεν περιλαμβάνονται, εκτός αν δοθούν ως pensionFundContributions."
  },
  "income-tax.employer-contributions-not-shown": {
    en: "Employer contributions (social insurance {employerRate}%, GESY, social cohesion, redundancy, training and holiday funds) are not deducted from your pay and are not shown.",
    el: "Οι εισφορές του εργοδότη (Κοινωνικές Ασφαλίσεις {employerRate}%, ΓεΣΥ, Ταμείο Κοινωνικής Συνοχής, Ταμείο Πλεονάζοντος Προσωπικού, Ταμείο Ανάπτυξης Ανθρώπινου Δυναμικού και Ταμείο Αδειών) δεν αφαιρούνται από τις αποδοχές σας και δεν εμφανίζονται."
  },
  "income-tax.monthly-net-employed": {
    en: "Net monthly income is the annual net divided by 12; a 13th salary is not modelled separately.",
    el: "Το καθαρό μηνιαίο εισόδημα είναι το ετήσιο καθαρό διαιρεμένο με 12· ο 13ος μισθός δεν μοντελοποιείται χωριστά."
  },
  "income-tax.monthly-net": {
    en: "Net monthly income is the annual net divided by 12.",
    el: "Το καθαρό μηνιαίο εισόδημα είναι το ετήσιο καθαρό διαιρεμένο με 12."
  },
  "income-tax.foreign-pension-choice-more": {
    en: 'Foreign pension: taxed "{value}" as chosen for {year} (art. 20); under "{other}" the tax and contributions would be EUR {otherTotal:money} (EUR {difference:money} more).',
    el: "Σύνταξη από το εξωτερικό: φορολογείται «{value}» όπως επιλέχθηκε για το {year} (άρθρο 20)· με «{other}» ο φόρος και οι εισφορές θα ήταν € {otherTotal:money} (€ {difference:money} περισσότερα)."
  },
  "income-tax.foreign-pension-choice-less": {
    en: 'Foreign pension: taxed "{value}" as chosen for {year} (art. 20); under "{other}" the tax and contributions would be EUR {otherTotal:money} (EUR {difference:money} less).',
    el: "Σύνταξη από το εξωτερικό: φορολογείται «{value}» όπως επιλέχθηκε για το {year} (άρθρο 20)· με «{other}» ο φόρος και οι εισφορές θα ήταν € {otherTotal:money} (€ {difference:money} λιγότερα)."
  },
  "income-tax.foreign-pension-proposed-exempt-amount": {
    en: "The amount of art. 20 as last read in the law text and on the Tax Department's page: no enacted amendment was found in the post-vote summaries of the 2026 reform. One pre-vote summary (Spencer West) reported EUR 5,000 in the bill; the answer shows the tax at that amount too. At EUR {proposed:money} the art. 20 tax would be EUR {atProposed:money} instead of EUR {value:money}.",
    el: "Το ποσό του άρθρου 20 όπως διαβάστηκε τελευταία στο κείμενο του νόμου και στη σελίδα του Τμήματος Φορολογίας: δεν βρέθηκε ψηφισμένη τροποποίηση στις περιλήψεις της μεταρρύθμισης του 2026 μετά την ψήφισή της. Μία περίληψη πριν από την ψήφιση (Spencer West) ανέφερε € 5.000 στο νομοσχέδιο· η απάντηση δείχνει τον φόρο και σε αυτό το ποσό. Με € {proposed:money} ο φόρος του άρθρου 20 θα ήταν € {atProposed:money} αντί € {value:money}."
  }
} as const satisfies AssumptionTexts

export type IncomeTaxAssumptionId = keyof typeof INCOME_TAX_ASSUMPTIONS

/** The assumption list of one income tax result (core/assumptions.ts assumptionList). */
export type AssumptionList = ReturnType<typeof assumptionList<IncomeTaxAssumptionId>>
