// The assumptions of the stock option calculator, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

const SOCIAL_INSURANCE_DISPUTED_EN =
  "Social insurance on the gain is disputed (no primary text settles whether the gain is insurable earnings): the headline figures charge it, to the yearly ceiling, because the sources that speak of share awards charge it (Nexora 2026, of RSUs), while those that exclude are a 2003 summary of ex-gratia payments and occasional bonuses and an employment-law definition of salary that also counts any profit from employment capable of monetary valuation; and charging it never understates what may be due. If it is not charged, the {value} total is EUR {notChargedTotal:money} instead of EUR {chargedTotal:money} (net EUR {notChargedNet:money}): EUR {socialInsurance:money} less social insurance"
const SOCIAL_INSURANCE_DISPUTED_EL =
  "Οι εισφορές Κοινωνικών Ασφαλίσεων επί του κέρδους αμφισβητούνται (κανένα πρωτογενές κείμενο δεν ξεκαθαρίζει αν το κέρδος αποτελεί ασφαλιστέες αποδοχές): τα κύρια ποσά τις χρεώνουν, έως το ετήσιο ανώτατο όριο, επειδή οι πηγές που αναφέρονται σε παραχωρήσεις μετοχών τις χρεώνουν (Nexora 2026, για RSUs), ενώ όσες τις εξαιρούν είναι μια περίληψη του 2003 για έκτακτες χαριστικές πληρωμές και περιστασιακά επιδόματα και ένας ορισμός του μισθού στο εργατικό δίκαιο που επίσης περιλαμβάνει κάθε όφελος από την απασχόληση που μπορεί να αποτιμηθεί σε χρήμα· και η χρέωσή τους ποτέ δεν υποεκτιμά ό,τι μπορεί να οφείλεται. Αν δεν χρεωθούν, το σύνολο του {value} είναι € {notChargedTotal:money} αντί € {chargedTotal:money} (καθαρό € {notChargedNet:money}): € {socialInsurance:money} λιγότερες εισφορές Κοινωνικών Ασφαλίσεων"

export const STOCK_OPTIONS_ASSUMPTIONS = {
  "stock-options.default-year": {
    en: "Tax year {value} was used as the default because taxYear was omitted.",
    el: "Χρησιμοποιήθηκε ως προεπιλογή το φορολογικό έτος {value}, επειδή δεν δόθηκε το taxYear."
  },
  "stock-options.under-water": {
    en: "The market price does not exceed the exercise price, so exercising gives no gain and no tax; an option under water is normally not exercised.",
    el: "Η αγοραία τιμή δεν υπερβαίνει την τιμή άσκησης, οπότε η άσκηση δεν δίνει κέρδος ούτε φόρο· ένα δικαίωμα με αρνητική εσωτερική αξία συνήθως δεν ασκείται."
  },
  "stock-options.prior-benefit-zero": {
    en: "No benefit was taken as already taxed at {rate}% under art. 20D in the {years}-year period, because priorApprovedSchemeBenefit was omitted.",
    el: "Θεωρήθηκε ότι κανένα όφελος δεν έχει ήδη φορολογηθεί με {rate}% βάσει του άρθρου 20Δ στην περίοδο των {years} ετών, επειδή δεν δόθηκε το priorApprovedSchemeBenefit."
  },
  "stock-options.art20d-limits": {
    en: "Art. 20D: the {rate}% applies to the gain up to {multiple} times salaryIncome (taken as the employment income from this employer in the year the vesting period ends, which is modelled as the year of exercise) and up to EUR {aggregate:money} less priorApprovedSchemeBenefit; the rest is taxed as employment income. Other approved-scheme benefits of the same year would share the salary-multiple limit: not modelled. How the {years} years are counted is unconfirmed (EY alert only).",
    el: "Άρθρο 20Δ: το {rate}% εφαρμόζεται στο κέρδος έως {multiple} φορές το salaryIncome (που λαμβάνεται ως το εισόδημα από μισθωτή απασχόληση από αυτόν τον εργοδότη στο έτος που λήγει η περίοδος κατοχύρωσης, το οποίο μοντελοποιείται ως το έτος άσκησης) και έως € {aggregate:money} μείον το priorApprovedSchemeBenefit· το υπόλοιπο φορολογείται ως εισόδημα από μισθωτή απασχόληση. Άλλα οφέλη εγκεκριμένου σχεδίου του ίδιου έτους θα μοιράζονταν το όριο του πολλαπλάσιου του μισθού: δεν μοντελοποιείται. Ο τρόπος μέτρησης των {years} ετών δεν επιβεβαιώνεται (μόνο ενημέρωση της EY)."
  },
  "stock-options.excess-over-aggregate": {
    en: "EUR {value:money} of the gain is over the EUR {aggregate:money} over {years} years limit and is taxed at the progressive {year} rates.",
    el: "€ {value:money} του κέρδους υπερβαίνουν το όριο των € {aggregate:money} σε {years} έτη και φορολογούνται με την προοδευτική κλίμακα του {year}."
  },
  "stock-options.excess-over-multiple": {
    en: "EUR {value:money} of the gain is over the {multiple} times salaryIncome limit and is taxed at the progressive {year} rates.",
    el: "€ {value:money} του κέρδους υπερβαίνουν το όριο των {multiple} φορών το salaryIncome και φορολογούνται με την προοδευτική κλίμακα του {year}."
  },
  "stock-options.approved-before-regime": {
    en: "The plan is approved, but the {rate}% regime of art. 20D applies from 1 Jan {from}: an exercise in {value} is taxed as a benefit in kind. The {from} column shows the same exercise under {from} rules.",
    el: "Το σχέδιο είναι εγκεκριμένο, αλλά το καθεστώς {rate}% του άρθρου 20Δ ισχύει από την 1η Ιαν {from}: μια άσκηση το {value} φορολογείται ως όφελος σε είδος. Η στήλη του {from} δείχνει την ίδια άσκηση με τους κανόνες του {from}."
  },
  "stock-options.prior-benefit-unused": {
    en: "priorApprovedSchemeBenefit is not used: the plan is not an approved scheme.",
    el: "Το priorApprovedSchemeBenefit δεν χρησιμοποιείται: το σχέδιο δεν είναι εγκεκριμένο."
  },
  "stock-options.not-approved": {
    en: "The plan is not approved under art. 20D, so in {from} the gain is taxed as employment income at the progressive rates. If approval is later confirmed, ask again with isApprovedScheme true.",
    el: "Το σχέδιο δεν είναι εγκεκριμένο βάσει του άρθρου 20Δ, οπότε το {from} το κέρδος φορολογείται ως εισόδημα από μισθωτή απασχόληση με την προοδευτική κλίμακα. Αν η έγκριση επιβεβαιωθεί αργότερα, ρωτήστε ξανά με isApprovedScheme true."
  },
  "stock-options.not-approved-deadline": {
    en: "The plan is not approved under art. 20D, so in {from} the gain is taxed as employment income at the progressive rates. Employers with existing plans had to apply for approval by {deadline}. If approval is later confirmed, ask again with isApprovedScheme true.",
    el: "Το σχέδιο δεν είναι εγκεκριμένο βάσει του άρθρου 20Δ, οπότε το {from} το κέρδος φορολογείται ως εισόδημα από μισθωτή απασχόληση με την προοδευτική κλίμακα. Οι εργοδότες με υφιστάμενα σχέδια έπρεπε να υποβάλουν αίτηση έγκρισης έως {deadline}. Αν η έγκριση επιβεβαιωθεί αργότερα, ρωτήστε ξανά με isApprovedScheme true."
  },
  "stock-options.gain-at-exercise": {
    en: "The gain is shareCount x (market value less exercise price) on the exercise date, taxed in the year of exercise. Grant and vesting are not taxed; for art. 20D the tax point and the valuation are unconfirmed in the law text read.",
    el: "Το κέρδος είναι shareCount x (αγοραία αξία μείον τιμή άσκησης) κατά την ημερομηνία άσκησης, και φορολογείται στο έτος άσκησης. Η παραχώρηση και η κατοχύρωση δεν φορολογούνται· για το άρθρο 20Δ, ο χρόνος φορολόγησης και η αποτίμηση δεν επιβεβαιώνονται στο κείμενο του νόμου που διαβάστηκε."
  },
  "stock-options.extra-tax-of-gain": {
    en: "Each figure is the extra tax caused by the gain: tax, social insurance and GESY on salaryIncome + gain less the same on salaryIncome alone, for a Cyprus tax-resident employee with no other income, deductions or art. 8 exemptions (calculate_cyprus_income_tax covers those).",
    el: "Κάθε ποσό είναι ο επιπλέον φόρος που προκαλεί το κέρδος: φόρος εισοδήματος, εισφορές Κοινωνικών Ασφαλίσεων και ΓεΣΥ επί salaryIncome + κέρδος μείον τα ίδια επί του salaryIncome μόνο, για μισθωτό φορολογικό κάτοικο Κύπρου χωρίς άλλο εισόδημα, εκπτώσεις ή απαλλαγές του άρθρου 8 (αυτά τα καλύπτει το calculate_cyprus_income_tax)."
  },
  "stock-options.social-insurance-disputed": {
    en: `${SOCIAL_INSURANCE_DISPUTED_EN}. Both readings are in socialInsuranceOnGain.`,
    el: `${SOCIAL_INSURANCE_DISPUTED_EL}. Και οι δύο ερμηνείες βρίσκονται στο socialInsuranceOnGain.`
  },
  "stock-options.social-insurance-disputed-deduction": {
    en: `${SOCIAL_INSURANCE_DISPUTED_EN}, EUR {moreIncomeTax:money} more income tax as it is no longer deducted. Both readings are in socialInsuranceOnGain.`,
    el: `${SOCIAL_INSURANCE_DISPUTED_EL}, € {moreIncomeTax:money} περισσότερος φόρος εισοδήματος, καθώς δεν αφαιρούνται πλέον. Και οι δύο ερμηνείες βρίσκονται στο socialInsuranceOnGain.`
  },
  "stock-options.gesy-on-gain": {
    en: "GESY (to EUR {value:money}) is charged on the whole gain, as on salary, under both readings and in both treatments: unconfirmed for options.",
    el: "Οι εισφορές ΓεΣΥ (έως € {value:money}) χρεώνονται σε ολόκληρο το κέρδος, όπως στον μισθό, και με τις δύο ερμηνείες και στους δύο χειρισμούς: δεν επιβεβαιώνεται για δικαιώματα προαίρεσης."
  },
  "stock-options.flat-rate-on-gross": {
    en: "The {value}% is charged on the gross benefit; contributions on the {value}% part are not deducted from other income.",
    el: "Το {value}% χρεώνεται επί του ακαθάριστου οφέλους· οι εισφορές επί του μέρους που φορολογείται με {value}% δεν αφαιρούνται από άλλο εισόδημα."
  },
  "stock-options.later-sale": {
    en: "A later sale of the shares is exempt from income tax as a disposal of titles (capital gains tax only if the company holds Cyprus immovable property): not computed.",
    el: "Η μεταγενέστερη πώληση των μετοχών απαλλάσσεται από τον φόρο εισοδήματος ως διάθεση τίτλων (φόρος κεφαλαιουχικών κερδών μόνο αν η εταιρεία κατέχει ακίνητη ιδιοκτησία στην Κύπρο): δεν υπολογίζεται."
  },
  "stock-options.employer-contributions-not-shown": {
    en: "Employer contributions are not shown.",
    el: "Οι εισφορές του εργοδότη δεν εμφανίζονται."
  }
} as const satisfies AssumptionTexts
