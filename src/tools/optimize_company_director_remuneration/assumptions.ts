// The assumptions of the director remuneration optimiser, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const DIRECTOR_ASSUMPTIONS = {
  "director.admin-cost-default": {
    en: "annualCorporateAdminCost was omitted, so EUR {value:money} a year is deducted as the cost of running the company (audit, accounts, secretary, annual return): a modelling assumption, not a cited figure.",
    el: "Δεν δόθηκε το annualCorporateAdminCost, οπότε αφαιρούνται € {value:money} τον χρόνο ως κόστος λειτουργίας της εταιρείας (έλεγχος, λογιστικά, γραμματέας, ετήσια έκθεση): παραδοχή μοντελοποίησης, όχι ποσό με πηγή."
  },
  "director.sole-owner": {
    en: "One director who owns all the shares and is a Cyprus tax resident, with no other income; the company has no other income, no losses brought forward and no other shareholders.",
    el: "Ένας διευθυντής που κατέχει όλες τις μετοχές και είναι φορολογικός κάτοικος Κύπρου, χωρίς άλλο εισόδημα· η εταιρεία δεν έχει άλλο εισόδημα, ζημιές από προηγούμενα έτη ή άλλους μετόχους."
  },
  "director.profit-paid-out": {
    en: "Salary is a deductible company expense together with the employer's contributions; the whole profit left after corporate tax is paid out as a dividend in the same year.",
    el: "Ο μισθός είναι εκπιπτόμενη δαπάνη της εταιρείας μαζί με τις εισφορές του εργοδότη· ολόκληρο το κέρδος μετά τον εταιρικό φόρο διανέμεται ως μέρισμα το ίδιο έτος."
  },
  "director.employer-contributions": {
    en: "The director is paid as an employee of the company: the employer pays social insurance {value}% and the redundancy fund {redundancy}% and human resource development levy {hrd}% up to the social insurance ceiling, the social cohesion fund {cohesion}% with no ceiling, and GESY {gesy}% up to EUR {gesyCeiling:money}. The central holiday fund contribution is not charged (employers who give paid leave are exempt). If the director is paid only director's fees, the redundancy and training funds may not apply and the employer's GESY may have no ceiling.",
    el: "Ο διευθυντής αμείβεται ως μισθωτός της εταιρείας: ο εργοδότης καταβάλλει εισφορές Κοινωνικών Ασφαλίσεων {value}%, Ταμείο Πλεονάζοντος Προσωπικού {redundancy}% και Ταμείο Ανάπτυξης Ανθρώπινου Δυναμικού {hrd}% έως το ανώτατο όριο ασφαλιστέων αποδοχών, Ταμείο Κοινωνικής Συνοχής {cohesion}% χωρίς ανώτατο όριο, και εισφορές ΓεΣΥ {gesy}% έως € {gesyCeiling:money}. Η εισφορά στο Κεντρικό Ταμείο Αδειών δεν χρεώνεται (εξαιρούνται οι εργοδότες που παρέχουν άδεια μετ' απολαβών). Αν ο διευθυντής λαμβάνει μόνο αμοιβή διευθυντή, τα ταμεία πλεονάζοντος προσωπικού και κατάρτισης μπορεί να μην ισχύουν και οι εισφορές ΓεΣΥ του εργοδότη μπορεί να μην έχουν ανώτατο όριο."
  },
  "director.social-cohesion-deductible": {
    en: "One source (AJD Consulting, 2017) says the 2% social cohesion contribution is not deductible for corporation tax; not confirmed elsewhere. Treated as deductible; the difference is at most 2% of the salary times the corporate tax rate.",
    el: "Μία πηγή (AJD Consulting, 2017) αναφέρει ότι η εισφορά 2% στο Ταμείο Κοινωνικής Συνοχής δεν εκπίπτει για τον εταιρικό φόρο· δεν επιβεβαιώνεται αλλού. Θεωρείται εκπιπτόμενη· η διαφορά είναι το πολύ 2% του μισθού επί τον συντελεστή εταιρικού φόρου."
  },
  "director.income-tax-on-salary": {
    en: "Income tax on the salary uses the income tax calculator with no personal deductions beyond social insurance and GESY; dividends are free of income tax; GESY on dividends is not deducted from taxable income.",
    el: "Ο φόρος εισοδήματος επί του μισθού υπολογίζεται με τον υπολογιστή φόρου εισοδήματος χωρίς άλλες προσωπικές εκπτώσεις πέραν των εισφορών Κοινωνικών Ασφαλίσεων και ΓεΣΥ· τα μερίσματα απαλλάσσονται από τον φόρο εισοδήματος· οι εισφορές ΓεΣΥ επί μερισμάτων δεν αφαιρούνται από το φορολογητέο εισόδημα."
  },
  "director.non-domiciled-dividends": {
    en: "Non-domiciled: dividends are free of Special Defence Contribution; GESY {gesy}% on them is still due.",
    el: "Μη έχων κατοικία (non-dom): τα μερίσματα απαλλάσσονται από την Έκτακτη Αμυντική Εισφορά (ΕΑΕ)· οι εισφορές ΓεΣΥ {gesy}% επί αυτών εξακολουθούν να οφείλονται."
  },
  "director.domiciled-dividends": {
    en: "Domiciled in Cyprus: dividends bear Special Defence Contribution at {value}% and GESY at {gesy}%.",
    el: "Με κατοικία (domicile) στην Κύπρο: τα μερίσματα υπόκεινται σε Έκτακτη Αμυντική Εισφορά (ΕΑΕ) {value}% και σε εισφορές ΓεΣΥ {gesy}%."
  },
  "director.deemed-distribution-2025": {
    en: "Profits of 2025 not distributed within two years are deemed 70% distributed (SDC and GESY due on the deemed amount); paying the whole profit out as dividend, as modelled here, leaves nothing to deem.",
    el: "Τα κέρδη του 2025 που δεν διανέμονται εντός δύο ετών λογίζονται ως διανεμηθέντα κατά 70% (ΕΑΕ και εισφορές ΓεΣΥ οφείλονται επί του λογιζόμενου ποσού)· η διανομή ολόκληρου του κέρδους ως μερίσματος, όπως μοντελοποιείται εδώ, δεν αφήνει τίποτα για λογιζόμενη διανομή."
  },
  "director.deemed-distribution-2026": {
    en: "Abolished for profits earned from 1 Jan 2026: retained 2026 profits are not deemed distributed. The new 10% rule on constructive (disguised) dividends is not modelled.",
    el: "Καταργήθηκε για κέρδη από την 1η Ιαν 2026: τα αδιανέμητα κέρδη του 2026 δεν λογίζονται ως διανεμηθέντα. Ο νέος κανόνας 10% για τα συγκαλυμμένα μερίσματα δεν μοντελοποιείται."
  },
  "director.benefits-not-counted": {
    en: "The value of the pension and other benefits that social insurance contributions earn is not counted.",
    el: "Η αξία της σύνταξης και των άλλων παροχών που αποφέρουν οι εισφορές Κοινωνικών Ασφαλίσεων δεν λαμβάνεται υπόψη."
  },
  "director.sole-trader-comparison-minimum": {
    en: "The sole trader comparison runs the same revenue and expenses through the income tax calculator as a self-employed business owner (social insurance {value}% on profit, at least the category minimum; GESY {gesy}%), without the company admin cost.",
    el: "Η σύγκριση με ατομική επιχείρηση περνά τα ίδια έσοδα και έξοδα από τον υπολογιστή φόρου εισοδήματος ως αυτοτελώς εργαζόμενου επιχειρηματία (εισφορές Κοινωνικών Ασφαλίσεων {value}% επί του κέρδους, τουλάχιστον επί του ελάχιστου της κατηγορίας· εισφορές ΓεΣΥ {gesy}%), χωρίς το διοικητικό κόστος της εταιρείας."
  },
  "director.sole-trader-comparison-actual": {
    en: "The sole trader comparison runs the same revenue and expenses through the income tax calculator as a self-employed business owner (social insurance {value}% on actual profit, the category minimum being unconfirmed; GESY {gesy}%), without the company admin cost.",
    el: "Η σύγκριση με ατομική επιχείρηση περνά τα ίδια έσοδα και έξοδα από τον υπολογιστή φόρου εισοδήματος ως αυτοτελώς εργαζόμενου επιχειρηματία (εισφορές Κοινωνικών Ασφαλίσεων {value}% επί του πραγματικού κέρδους, καθώς το ελάχιστο της κατηγορίας δεν επιβεβαιώνεται· εισφορές ΓεΣΥ {gesy}%), χωρίς το διοικητικό κόστος της εταιρείας."
  },
  "director.rounding": {
    en: "Rounding: each tax and contribution is rounded to the cent, half away from zero.",
    el: "Στρογγυλοποίηση: κάθε φόρος και εισφορά στρογγυλοποιείται στο σεντ, με το μισό προς τα πάνω (μακριά από το μηδέν)."
  },
  "director.sdc-earlier-profits": {
    en: "Dividends out of 2024-2025 profits are reported to keep the 17% rate even when paid from 2026 (Asterisk); other summaries state only the 5% rate for dividends paid from 2026. Not confirmed by a primary source.",
    el: "Αναφέρεται ότι τα μερίσματα από κέρδη του 2024-2025 διατηρούν τον συντελεστή 17% ακόμη και όταν καταβάλλονται από το 2026 (Asterisk)· άλλες περιλήψεις αναφέρουν μόνο τον συντελεστή 5% για μερίσματα που καταβάλλονται από το 2026. Δεν επιβεβαιώνεται από πρωτογενή πηγή."
  },
  "director.search": {
    en: "Search: Breakpoint search: net cash is piecewise linear in the salary, so it is evaluated at every salary where its slope can change (0; the social insurance ceiling; the GESY ceiling; each income tax band edge, found by bisection; salary plus dividend reaching the GESY ceiling; the zero-profit point, where salary and employer contributions use the whole profit), then on a {gridPoints}-point grid from 0 to the zero-profit point and a {refinePoints}-point grid refined around the best (a fixed budget of about 300 evaluations). Ties go to the lower salary.",
    el: "Αναζήτηση: αναζήτηση σημείων καμπής: τα καθαρά μετρητά είναι τμηματικά γραμμική συνάρτηση του μισθού, οπότε υπολογίζονται σε κάθε μισθό όπου μπορεί να αλλάξει η κλίση τους (0· το ανώτατο όριο ασφαλιστέων αποδοχών· το ανώτατο όριο ΓεΣΥ· κάθε όριο κλιμακίου φόρου εισοδήματος, με διχοτόμηση· το σημείο όπου μισθός και μέρισμα φτάνουν το ανώτατο όριο ΓεΣΥ· το σημείο μηδενικού κέρδους, όπου ο μισθός και οι εισφορές του εργοδότη απορροφούν όλο το κέρδος), και μετά σε πλέγμα {gridPoints} σημείων από το 0 έως το σημείο μηδενικού κέρδους και σε πλέγμα {refinePoints} σημείων γύρω από το καλύτερο (σταθερός προϋπολογισμός περίπου 300 υπολογισμών). Στις ισοπαλίες επιλέγεται ο χαμηλότερος μισθός."
  },
  "director.fixed-salary": {
    en: "directorSalaryAllocation was given: that salary is evaluated as sent and no search is made.",
    el: "Δόθηκε το directorSalaryAllocation: ο μισθός αυτός υπολογίζεται όπως δόθηκε και δεν γίνεται αναζήτηση."
  },
  "director.no-profit": {
    en: "The company makes no profit before director pay (EUR {value:money}): there is nothing to pay out, no corporate tax is due and the loss carried forward is not modelled.",
    el: "Η εταιρεία δεν έχει κέρδος πριν από την αμοιβή του διευθυντή (€ {value:money}): δεν υπάρχει τίποτα για διανομή, δεν οφείλεται εταιρικός φόρος και η μεταφερόμενη ζημιά δεν μοντελοποιείται."
  },
  "director.salary-exceeds-profit": {
    en: "The fixed salary with its employer contributions exceeds this year's profit by EUR {value:money}: that part is assumed paid from reserves or a loan, and the company's tax loss is not carried forward here.",
    el: "Ο καθορισμένος μισθός μαζί με τις εισφορές του εργοδότη υπερβαίνει το κέρδος του έτους κατά € {value:money}: το μέρος αυτό θεωρείται ότι καταβάλλεται από αποθεματικά ή δάνειο, και η φορολογική ζημιά της εταιρείας δεν μεταφέρεται εδώ."
  }
} as const satisfies AssumptionTexts
