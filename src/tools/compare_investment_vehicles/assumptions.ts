// The assumptions of the investment vehicle comparison, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const INVESTMENT_VEHICLES_ASSUMPTIONS = {
  "investment-vehicles.years": {
    en: "years was not sent: a horizon of {value} years is used, the modelling default for long-term saving; send years for yours.",
    el: "Δεν δόθηκε years: χρησιμοποιείται ορίζοντας {value} ετών, η προεπιλογή του μοντέλου για μακροπρόθεσμη αποταμίευση· στείλτε years για τον δικό σας."
  },
  "investment-vehicles.annual-return": {
    en: "expectedAnnualReturn was not sent: a forecast gross return of {value}% a year is used for both options, the same for both so that only fees and tax differ; a forecast, not a guarantee.",
    el: "Δεν δόθηκε expectedAnnualReturn: χρησιμοποιείται προβλεπόμενη ακαθάριστη απόδοση επενδύσεων {value}% τον χρόνο και για τις δύο επιλογές, η ίδια και για τις δύο ώστε να διαφέρουν μόνο οι χρεώσεις και ο φόρος· πρόβλεψη, όχι εγγύηση."
  },
  "investment-vehicles.fee-omitted": {
    en: "{field} was not sent: no fee of this kind is charged ({value}%).",
    el: "Δεν δόθηκε {field}: δεν χρεώνεται τέτοια αμοιβή ({value}%)."
  },
  "investment-vehicles.commission-omitted": {
    en: "{field} was not sent: no commission is charged per contribution (EUR {value:money}).",
    el: "Δεν δόθηκε {field}: δεν χρεώνεται προμήθεια ανά εισφορά (€ {value:money})."
  },
  "investment-vehicles.option1-exit-tax": {
    en: "option1ExitTax was not sent: option 1's gain is taxed at {value}%: profits from the sale of securities are exempt from Cyprus income tax; tax on dividends and interest received along the way (SDC, GESY) is not modelled.",
    el: "Δεν δόθηκε option1ExitTax: το κέρδος της επιλογής 1 φορολογείται με {value}% (φόρος εξόδου): τα κέρδη από πώληση τίτλων απαλλάσσονται από τον φόρο εισοδήματος στην Κύπρο· ο φόρος σε μερίσματα και τόκους που εισπράττονται στο μεταξύ (έκτακτη εισφορά για την άμυνα, ΓεΣΥ) δεν μοντελοποιείται."
  },
  "investment-vehicles.option2-exit-tax": {
    en: "option2ExitTax was not sent: option 2's payout is taxed at {value}%: capital sums from approved provident funds and life insurance are exempt from Cyprus income tax; pensions paid as income are taxed at the bands (not modelled).",
    el: "Δεν δόθηκε option2ExitTax: η καταβολή της επιλογής 2 φορολογείται με {value}% (φόρος εξόδου): τα εφάπαξ ποσά από εγκεκριμένα ταμεία προνοίας και ασφάλειες ζωής απαλλάσσονται από τον φόρο εισοδήματος στην Κύπρο· οι συντάξεις που καταβάλλονται ως εισόδημα φορολογούνται με την κλίμακα (δεν μοντελοποιείται)."
  },
  "investment-vehicles.no-deductible-limit": {
    en: "maxDeductibleContribution was not sent: the relief is on the whole contribution. Under art. 14 of the Income Tax Law, contributions to approved pension or provident funds are deductible up to {pensionPercent}% of remuneration, life insurance premiums up to {lifePercent}% of the sum insured, and together with social insurance and GESY at most 1/{capDenominator} of income ({year} rules).",
    el: "Δεν δόθηκε maxDeductibleContribution: η φοροαπαλλαγή υπολογίζεται σε ολόκληρη την εισφορά. Σύμφωνα με την έκπτωση του άρθρου 14 του περί Φορολογίας του Εισοδήματος Νόμου, οι εισφορές σε εγκεκριμένο συνταξιοδοτικό ταμείο ή ταμείο προνοίας εκπίπτουν έως το {pensionPercent}% των απολαβών, τα ασφάλιστρα ζωής έως το {lifePercent}% του ασφαλισμένου ποσού, και μαζί με τις εισφορές κοινωνικών ασφαλίσεων και ΓεΣΥ το πολύ το 1/{capDenominator} του εισοδήματος (κανόνες του {year})."
  },
  "investment-vehicles.tax-year": {
    en: "No tax year is sent: the art. 14 relief and limits of {value}, the default tax year, apply in every year of the horizon.",
    el: "Δεν δίνεται φορολογικό έτος: η φοροαπαλλαγή (έκπτωση άρθρου 14) και τα όριά της για το {value}, το προεπιλεγμένο φορολογικό έτος, ισχύουν σε κάθε έτος του ορίζοντα."
  },
  "investment-vehicles.relief-timing": {
    en: "The tax relief is received in the same year as the contribution: art. 14 relief reaches employees through reduced PAYE withholding during the year; later refunds would lower option 2 slightly.",
    el: "Η φοροαπαλλαγή λαμβάνεται το ίδιο έτος με την εισφορά: η έκπτωση του άρθρου 14 φτάνει στους μισθωτούς μέσω μειωμένης παρακράτησης φόρου (PAYE) κατά τη διάρκεια του έτους· μεταγενέστερες επιστροφές θα μείωναν ελαφρά την επιλογή 2."
  }
} as const satisfies AssumptionTexts

export type InvestmentVehiclesAssumptionId = keyof typeof INVESTMENT_VEHICLES_ASSUMPTIONS
