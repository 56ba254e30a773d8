// The assumptions of the unit-linked life insurance simulation, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const LIFE_INSURANCE_ASSUMPTIONS = {
  "life-insurance.policy-return": {
    en: "expectedReturnRate was not sent: the policy fund is forecast to return {value}% a year, a modelling default for a balanced unit-linked fund before the fees you send: below long-run equity returns, above euro deposit rates. A forecast, not a guarantee.",
    el: "Δεν δόθηκε expectedReturnRate: η προβλεπόμενη απόδοση του επενδυτικού ταμείου του συμβολαίου είναι {value}% τον χρόνο, προεπιλογή του μοντέλου για ισορροπημένο ταμείο ασφάλειας ζωής συνδεδεμένης με επενδύσεις (unit-linked) πριν από τις χρεώσεις που στέλνετε: κάτω από τις μακροχρόνιες αποδόσεις μετοχών, πάνω από τα επιτόκια καταθέσεων σε ευρώ. Πρόβλεψη, όχι εγγύηση."
  },
  "life-insurance.broker-return": {
    en: "useDifferentBrokerReturn is not true: the broker alternative earns the policy's forecast return of {value}% a year, so only charges and tax differ.",
    el: "Το useDifferentBrokerReturn δεν είναι true: η εναλλακτική μέσω χρηματιστή αποδίδει την προβλεπόμενη απόδοση του συμβολαίου, {value}% τον χρόνο, οπότε διαφέρουν μόνο οι χρεώσεις και ο φόρος."
  },
  "life-insurance.bid-offer-spread": {
    en: "bidOfferSpreadPercent was not sent: a bid/offer spread of {value}% is lost on premiums paid with units of the policy (a product term of unit-linked policies: units are sold at the bid price and bought at the offer price). A common market figure, not law: send bidOfferSpreadPercent from the policy terms when known.",
    el: "Δεν δόθηκε bidOfferSpreadPercent: χάνεται διαφορά τιμής αγοράς/πώλησης {value}% στα ασφάλιστρα που πληρώνονται με μονάδες του συμβολαίου (όρος των συμβολαίων unit-linked: οι μονάδες πωλούνται στην τιμή εξαγοράς και αγοράζονται στην τιμή προσφοράς). Συνήθης τιμή της αγοράς, όχι νόμος: στείλτε το bidOfferSpreadPercent από τους όρους του συμβολαίου όταν είναι γνωστό."
  },
  "life-insurance.tax-year": {
    en: "No tax year is sent: the tax rules of {value}, the default tax year (relief, surrender taxation), apply to every projected year.",
    el: "Δεν δίνεται φορολογικό έτος: οι φορολογικοί κανόνες του {value}, του προεπιλεγμένου φορολογικού έτους (φοροαπαλλαγή, φορολογία εξαγοράς), ισχύουν σε κάθε έτος της προβολής."
  },
  "life-insurance.partial-surrender": {
    en: "2026 partial-surrender rule: in policy years 1-{lastTaxed}, {share}% of any partial surrender is taxable; from year {firstSafe} it is tax-free up to the growth over the higher of the balances {backFirst} and {backSecond} years back, {share}% of the excess taxable. UNCONFIRMED: only a second-hand summary of the Tax Department guide was found; the amended law text and the guide were not read; the safe-limit reading is this service's modelling choice.",
    el: "Κανόνας μερικής εξαγοράς 2026: στα έτη συμβολαίου 1-{lastTaxed} φορολογείται το {share}% κάθε μερικής εξαγοράς· από το έτος {firstSafe} είναι αφορολόγητη έως την αύξηση πάνω από το μεγαλύτερο από τα υπόλοιπα {backFirst} και {backSecond} ετών πριν, και φορολογείται το {share}% του υπερβάλλοντος. ΔΕΝ ΕΧΕΙ ΕΠΙΒΕΒΑΙΩΘΕΙ: βρέθηκε μόνο δευτερογενής περίληψη του οδηγού του Τμήματος Φορολογίας· το τροποποιημένο κείμενο του νόμου και ο οδηγός δεν διαβάστηκαν· η ερμηνεία του αφορολόγητου ορίου είναι επιλογή μοντέλου αυτής της υπηρεσίας."
  },
  "life-insurance.premium-relief": {
    en: "Premium relief: min(premium, {percent}% of the sum insured) x taxBracket, received at the year end (Income Tax Law art. 14); the 1/5 of income cap is not checked (check it with calculate_cyprus_income_tax). Premiums paid with units of the policy are treated as premiums paid (UNCONFIRMED).",
    el: "Φοροαπαλλαγή ασφαλίστρων (έκπτωση άρθρου 14): min(ασφάλιστρο, {percent}% του ασφαλισμένου ποσού) x taxBracket, που λαμβάνεται στο τέλος του έτους (άρθρο 14 του περί Φορολογίας του Εισοδήματος Νόμου)· το όριο του 1/5 του εισοδήματος δεν ελέγχεται (ελέγξτε το με το calculate_cyprus_income_tax). Τα ασφάλιστρα που πληρώνονται με μονάδες του συμβολαίου θεωρούνται πληρωμένα ασφάλιστρα (δεν έχει επιβεβαιωθεί)."
  },
  "life-insurance.full-surrender": {
    en: "Full surrender at the end: the IRR cashes in the closing balance. A cancellation within {years} years taxes a share of the premiums allowed, by policy year {clawback}, at taxBracket; historical premiums are taken as allowed up to the {percent}% limit. Read as: that share of the premiums allowed as deductions is added to the income of the year of cancellation and taxed at the marginal rate (that it is income, not a tax amount, is UNCONFIRMED).",
    el: "Πλήρης εξαγορά στο τέλος: ο IRR υπολογίζεται με ρευστοποίηση του τελικού υπολοίπου. Ακύρωση εντός {years} ετών φορολογεί ποσοστό των ασφαλίστρων που εκπέστηκαν, ανά έτος συμβολαίου {clawback}, με συντελεστή taxBracket· τα ασφάλιστρα προηγούμενων ετών θεωρούνται ότι εκπέστηκαν έως το όριο του {percent}%. Ερμηνεία: το ποσοστό αυτό των ασφαλίστρων που εκπέστηκαν προστίθεται στο εισόδημα του έτους της ακύρωσης και φορολογείται με τον οριακό συντελεστή (ότι πρόκειται για εισόδημα και όχι για ποσό φόρου δεν έχει επιβεβαιωθεί)."
  },
  "life-insurance.mortality": {
    en: "Mortality: a Gompertz-Makeham table calibrated to Cyprus life expectancy at birth, 2022 (A={a:exact}, b={b:exact}, B male {maleB:exact}, female {femaleB:exact}); the cost is (sum insured - fund) x q(age) / 12 a month. The insurer's own mortality charges differ.",
    el: "Θνησιμότητα: πίνακας Gompertz-Makeham βαθμονομημένος στο προσδόκιμο ζωής κατά τη γέννηση στην Κύπρο, 2022 (A={a:exact}, b={b:exact}, B ανδρών {maleB:exact}, γυναικών {femaleB:exact})· το κόστος είναι (ασφαλισμένο ποσό - αξία ταμείου) x q(ηλικία) / 12 τον μήνα. Οι χρεώσεις θνησιμότητας της ίδιας της ασφαλιστικής εταιρείας διαφέρουν."
  },
  "life-insurance.timing": {
    en: "Timing: the withdrawal at the start of the year; premiums monthly in advance; return, management fee, fixed fee and mortality cost monthly; tax and relief at the year end (a modelling convention). The return is a nominal annual rate compounded monthly (rate / 12 a month).",
    el: "Χρονισμός: η ανάληψη στην αρχή του έτους· τα ασφάλιστρα μηνιαία προκαταβολικά· η απόδοση, η αμοιβή διαχείρισης, η σταθερή χρέωση και το κόστος θνησιμότητας μηνιαία· ο φόρος και η φοροαπαλλαγή στο τέλος του έτους (σύμβαση του μοντέλου). Η απόδοση είναι ονομαστικό ετήσιο επιτόκιο με μηνιαίο ανατοκισμό (επιτόκιο / 12 τον μήνα)."
  },
  "life-insurance.own-premiums": {
    en: "Own-funded premiums are allocated in full: allocation charges and surrender penalties of the policy are not modelled beyond the fees sent; the sum insured stays constant.",
    el: "Τα ασφάλιστρα από ίδια κεφάλαια επενδύονται πλήρως: χρεώσεις κατανομής και ποινές εξαγοράς του συμβολαίου δεν μοντελοποιούνται πέρα από τις χρεώσεις που δόθηκαν· το ασφαλισμένο ποσό μένει σταθερό."
  },
  "life-insurance.broker-alternative": {
    en: "The broker alternative bears no fees or tax: profits from the sale of securities are exempt from Cyprus income tax; dividend and interest SDC, GESY and broker fees are not modelled (net them into brokerReturnRate).",
    el: "Η εναλλακτική μέσω χρηματιστή δεν έχει χρεώσεις ούτε φόρο: τα κέρδη από πώληση τίτλων απαλλάσσονται από τον φόρο εισοδήματος στην Κύπρο· η έκτακτη εισφορά για την άμυνα σε μερίσματα και τόκους, το ΓεΣΥ και οι προμήθειες του χρηματιστή δεν μοντελοποιούνται (αφαιρέστε τα από το brokerReturnRate)."
  }
} as const satisfies AssumptionTexts

export type LifeInsuranceAssumptionId = keyof typeof LIFE_INSURANCE_ASSUMPTIONS
