// The assumptions of the capital gains tax calculation, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const CAPITAL_GAINS_ASSUMPTIONS = {
  "capital-gains.tax-year-default": {
    en: "Tax year {value} rules were used as the default because taxYear was omitted.",
    el: "Εφαρμόστηκαν οι κανόνες του φορολογικού έτους {value} ως προεπιλογή, επειδή δεν δόθηκε taxYear."
  },
  "capital-gains.currency-default": {
    en: "Amounts were read as EUR because currency was omitted (EUR is the modelling default; CYP is accepted for purchases before {euroYear}).",
    el: "Τα ποσά διαβάστηκαν σε ευρώ (EUR), επειδή δεν δόθηκε currency (το ευρώ είναι η προεπιλογή του μοντέλου· λίρες Κύπρου, CYP, γίνονται δεκτές για αγορές πριν από το {euroYear})."
  },
  "capital-gains.before-valuation-base": {
    en: "Acquired in {acquisitionYear}, before {base}: the value on 1 January {base} ({currency} {value:money}) replaces the acquisition price, and indexation starts from the {base} annual-average CPI (art. 6(a)); gains before {base} are not taxed.",
    el: "Αποκτήθηκε το {acquisitionYear}, πριν από το {base}: η αξία της 1ης Ιανουαρίου {base} ({currency} {value:money}) αντικαθιστά την τιμή κτήσης, και η αναπροσαρμογή για τον πληθωρισμό ξεκινά από τον μέσο ετήσιο Δείκτη Τιμών Καταναλωτή (ΔΤΚ) του {base} (άρθρο 6(α))· κέρδη πριν από το {base} δεν φορολογούνται."
  },
  "capital-gains.cyp-converted": {
    en: "CYP amounts (acquisition price or {base} value, acquisitionFees, improvements before {euroYear}) were converted at the fixed {rate:exact} CYP per EUR; salePrice, agentFees, loan interest and later improvements are EUR.",
    el: "Τα ποσά σε λίρες Κύπρου (τιμή κτήσης ή αξία του {base}, acquisitionFees, βελτιώσεις πριν από το {euroYear}) μετατράπηκαν με τη σταθερή ισοτιμία {rate:exact} CYP ανά ευρώ· τα salePrice, agentFees, οι τόκοι δανείου και οι μεταγενέστερες βελτιώσεις είναι σε ευρώ."
  },
  "capital-gains.indexation-monthly": {
    en: "Indexation uses index values on the scale of the Tax Department CPI indexation table (CYSTAT CPI chained, about 1986 = 100): {fromPeriod} ({fromIndex}) for the cost against {toPeriod} ({toIndex}) for the disposal in {disposal}, pairing the CPI of the month of acquisition (and of each improvement) against the CPI of the month before the disposal, as reported for the Tax Department (no official text stating the pairing was found; the other reading is in alternativeConvention). Monthly values used: {months}.",
    el: "Η αναπροσαρμογή για τον πληθωρισμό χρησιμοποιεί τιμές δείκτη στην κλίμακα του πίνακα τιμαριθμικής αναπροσαρμογής του Τμήματος Φορολογίας (ΔΤΚ της ΚΥΣΤΑΤ αλυσιδωτός, περίπου 1986 = 100): {fromPeriod} ({fromIndex}) για το κόστος έναντι {toPeriod} ({toIndex}) για τη διάθεση ({disposal}), αντιστοιχίζοντας τον ΔΤΚ του μήνα της κτήσης (και κάθε βελτίωσης) με τον ΔΤΚ του μήνα πριν από τη διάθεση, όπως αναφέρεται ότι κάνει το Τμήμα Φορολογίας (δεν βρέθηκε επίσημο κείμενο που να ορίζει την αντιστοίχιση· η άλλη ανάγνωση δίνεται στο alternativeConvention). Μηνιαίες τιμές που χρησιμοποιήθηκαν: {months}."
  },
  "capital-gains.indexation-approximate-parts": {
    en: "APPROXIMATE: annual-average CPI (2015 = 100, carried to the table's scale by its 2015 average; {conversions}) for {parts}. The Tax Department would use a monthly value there, which can differ by a few percent.",
    el: "ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ: μέσος ετήσιος ΔΤΚ (2015 = 100, μεταφερμένος στην κλίμακα του πίνακα με τον μέσο όρο του 2015· {conversions}) για τα εξής (στα αγγλικά): {parts}. Το Τμήμα Φορολογίας θα χρησιμοποιούσε εκεί μηνιαία τιμή, που μπορεί να διαφέρει κατά μερικά τοις εκατό."
  },
  "capital-gains.indexation-approximate-disposal": {
    en: "APPROXIMATE: annual-average CPI (2015 = 100, carried to the table's scale by its 2015 average; {conversions}) for the disposal, {period} (disposalMonth not given). The Tax Department would use a monthly value there, which can differ by a few percent.",
    el: "ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ: μέσος ετήσιος ΔΤΚ (2015 = 100, μεταφερμένος στην κλίμακα του πίνακα με τον μέσο όρο του 2015· {conversions}) για τη διάθεση, {period} (δεν δόθηκε disposalMonth). Το Τμήμα Φορολογίας θα χρησιμοποιούσε εκεί μηνιαία τιμή, που μπορεί να διαφέρει κατά μερικά τοις εκατό."
  },
  "capital-gains.indexation-approximate-cost-valuation-base": {
    en: "APPROXIMATE: annual-average CPI (2015 = 100, carried to the table's scale by its 2015 average; {conversions}) for the cost, {period} (value on 1 January {base}). The Tax Department would use a monthly value there, which can differ by a few percent.",
    el: "ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ: μέσος ετήσιος ΔΤΚ (2015 = 100, μεταφερμένος στην κλίμακα του πίνακα με τον μέσο όρο του 2015· {conversions}) για το κόστος, {period} (αξία της 1ης Ιανουαρίου {base}). Το Τμήμα Φορολογίας θα χρησιμοποιούσε εκεί μηνιαία τιμή, που μπορεί να διαφέρει κατά μερικά τοις εκατό."
  },
  "capital-gains.indexation-approximate-cost-no-month": {
    en: "APPROXIMATE: annual-average CPI (2015 = 100, carried to the table's scale by its 2015 average; {conversions}) for the cost, {period} (no month given). The Tax Department would use a monthly value there, which can differ by a few percent.",
    el: "ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ: μέσος ετήσιος ΔΤΚ (2015 = 100, μεταφερμένος στην κλίμακα του πίνακα με τον μέσο όρο του 2015· {conversions}) για το κόστος, {period} (δεν δόθηκε μήνας). Το Τμήμα Φορολογίας θα χρησιμοποιούσε εκεί μηνιαία τιμή, που μπορεί να διαφέρει κατά μερικά τοις εκατό."
  },
  "capital-gains.indexation-approximate-cost-before-table": {
    en: "APPROXIMATE: annual-average CPI (2015 = 100, carried to the table's scale by its 2015 average; {conversions}) for the cost, {period} (no monthly CPI is held before {firstMonth}). The Tax Department would use a monthly value there, which can differ by a few percent.",
    el: "ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ: μέσος ετήσιος ΔΤΚ (2015 = 100, μεταφερμένος στην κλίμακα του πίνακα με τον μέσο όρο του 2015· {conversions}) για το κόστος, {period} (δεν διαθέτουμε μηνιαίο ΔΤΚ πριν από το {firstMonth}). Το Τμήμα Φορολογίας θα χρησιμοποιούσε εκεί μηνιαία τιμή, που μπορεί να διαφέρει κατά μερικά τοις εκατό."
  },
  "capital-gains.indexation-annual-before-base": {
    en: "Indexation uses APPROXIMATE annual-average CPI (2015 = 100): {fromPeriod} ({fromIndex}) against {toPeriod} ({toIndex}), because the cost basis is the 1 January {base} value, indexed from the {base} average, and disposalMonth was not given. The Tax Department uses its monthly table (reported: month of acquisition against the month before the disposal), which can differ by a few percent; send acquisitionMonth and disposalMonth for it.",
    el: "Η αναπροσαρμογή για τον πληθωρισμό χρησιμοποιεί ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ τον μέσο ετήσιο ΔΤΚ (2015 = 100): {fromPeriod} ({fromIndex}) έναντι {toPeriod} ({toIndex}), επειδή η βάση κόστους είναι η αξία της 1ης Ιανουαρίου {base}, αναπροσαρμοσμένη από τον μέσο όρο του {base}, και δεν δόθηκε disposalMonth. Το Τμήμα Φορολογίας χρησιμοποιεί τον μηνιαίο πίνακά του (όπως αναφέρεται: μήνας κτήσης έναντι του μήνα πριν από τη διάθεση), που μπορεί να διαφέρει κατά μερικά τοις εκατό· στείλτε acquisitionMonth και disposalMonth για αυτόν."
  },
  "capital-gains.indexation-annual-no-months": {
    en: "Indexation uses APPROXIMATE annual-average CPI (2015 = 100): {fromPeriod} ({fromIndex}) against {toPeriod} ({toIndex}), because acquisitionMonth and disposalMonth were not given. The Tax Department uses its monthly table (reported: month of acquisition against the month before the disposal), which can differ by a few percent; send acquisitionMonth and disposalMonth for it.",
    el: "Η αναπροσαρμογή για τον πληθωρισμό χρησιμοποιεί ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ τον μέσο ετήσιο ΔΤΚ (2015 = 100): {fromPeriod} ({fromIndex}) έναντι {toPeriod} ({toIndex}), επειδή δεν δόθηκαν acquisitionMonth και disposalMonth. Το Τμήμα Φορολογίας χρησιμοποιεί τον μηνιαίο πίνακά του (όπως αναφέρεται: μήνας κτήσης έναντι του μήνα πριν από τη διάθεση), που μπορεί να διαφέρει κατά μερικά τοις εκατό· στείλτε acquisitionMonth και disposalMonth για αυτόν."
  },
  "capital-gains.indexation-annual-no-disposal-month": {
    en: "Indexation uses APPROXIMATE annual-average CPI (2015 = 100): {fromPeriod} ({fromIndex}) against {toPeriod} ({toIndex}), because disposalMonth was not given and no monthly CPI is held before {firstMonth}. The Tax Department uses its monthly table (reported: month of acquisition against the month before the disposal), which can differ by a few percent; send acquisitionMonth and disposalMonth for it.",
    el: "Η αναπροσαρμογή για τον πληθωρισμό χρησιμοποιεί ΚΑΤΑ ΠΡΟΣΕΓΓΙΣΗ τον μέσο ετήσιο ΔΤΚ (2015 = 100): {fromPeriod} ({fromIndex}) έναντι {toPeriod} ({toIndex}), επειδή δεν δόθηκε disposalMonth και δεν διαθέτουμε μηνιαίο ΔΤΚ πριν από το {firstMonth}. Το Τμήμα Φορολογίας χρησιμοποιεί τον μηνιαίο πίνακά του (όπως αναφέρεται: μήνας κτήσης έναντι του μήνα πριν από τη διάθεση), που μπορεί να διαφέρει κατά μερικά τοις εκατό· στείλτε acquisitionMonth και disposalMonth για αυτόν."
  },
  "capital-gains.annual-cpi-not-published": {
    en: "The {value} annual CPI is not yet published: the {latest} average (latest held) is used for the disposal, so inflation during {value} is not indexed.",
    el: "Ο ετήσιος ΔΤΚ του {value} δεν έχει ακόμη δημοσιευθεί: για τη διάθεση χρησιμοποιείται ο μέσος όρος του {latest} (ο τελευταίος που διαθέτουμε), οπότε ο πληθωρισμός του {value} δεν λαμβάνεται υπόψη στην αναπροσαρμογή."
  },
  "capital-gains.monthly-cpi-clamped": {
    en: "The CPI for {months} is not yet in the table: the latest month held, {value}, was used, so inflation after it is not indexed.",
    el: "Ο ΔΤΚ για {months} δεν περιλαμβάνεται ακόμη στον πίνακα: χρησιμοποιήθηκε ο τελευταίος μήνας που διαθέτουμε, {value}, οπότε ο πληθωρισμός μετά από αυτόν δεν λαμβάνεται υπόψη στην αναπροσαρμογή."
  },
  "capital-gains.cpi-caveat-2011": {
    en: "The Tax Department table's February-December 2011 values could not be confirmed against CYSTAT: CYSTAT's stated 2012 inflation rates imply 2011 values up to about 0.8% lower. The table's value is used, as the Tax Department applies its table.",
    el: "Οι τιμές Φεβρουαρίου-Δεκεμβρίου 2011 του πίνακα του Τμήματος Φορολογίας δεν επιβεβαιώθηκαν με τα στοιχεία της ΚΥΣΤΑΤ: οι δηλωμένοι από την ΚΥΣΤΑΤ πληθωρισμοί του 2012 συνεπάγονται τιμές του 2011 χαμηλότερες έως περίπου 0,8%. Χρησιμοποιείται η τιμή του πίνακα, αφού αυτόν εφαρμόζει το Τμήμα Φορολογίας."
  },
  "capital-gains.cpi-caveat-2016-12": {
    en: "December 2016: the Tax Department table's 219.68 (99.62 on 2015 = 100) is used; CYSTAT's release as reported by the press gives 99.61 (219.66 on the table's scale), a difference of under 0.01% in the indexed amount.",
    el: "Δεκέμβριος 2016: χρησιμοποιείται η τιμή 219,68 του πίνακα του Τμήματος Φορολογίας (99,62 με βάση 2015 = 100)· η ανακοίνωση της ΚΥΣΤΑΤ, όπως τη μετέδωσε ο Τύπος, δίνει 99,61 (219,66 στην κλίμακα του πίνακα), διαφορά κάτω του 0,01% στο αναπροσαρμοσμένο ποσό."
  },
  "capital-gains.cpi-caveat-2022-11": {
    en: "November 2022: the copy of the Tax Department table reads 251.62, which contradicts CYSTAT's 114.55 (2015 = 100); 252.60 = 114.55 x 2.205183 (the table's 2015 average / 100) is used.",
    el: "Νοέμβριος 2022: το αντίγραφο του πίνακα του Τμήματος Φορολογίας γράφει 251,62, που αντιφάσκει με την τιμή 114,55 της ΚΥΣΤΑΤ (2015 = 100)· χρησιμοποιείται 252,60 = 114,55 x 2,205183 (ο μέσος όρος του πίνακα για το 2015 / 100)."
  },
  "capital-gains.cpi-caveat": {
    en: "{value}",
    el: "Επιφύλαξη για τον ΔΤΚ (στα αγγλικά): {value}"
  },
  "capital-gains.cpi-fell": {
    en: "The CPI fell between acquisition and disposal: no indexation is applied and the cost is not reduced below its amount (modelling choice).",
    el: "Ο ΔΤΚ μειώθηκε μεταξύ κτήσης και διάθεσης: δεν εφαρμόζεται αναπροσαρμογή και το κόστος δεν μειώνεται κάτω από το ποσό του (επιλογή του μοντέλου)."
  },
  "capital-gains.not-deducted": {
    en: "Not deducted because not given: {fields}.",
    el: "Δεν αφαιρέθηκαν επειδή δεν δόθηκαν: {fields}."
  },
  "capital-gains.fees-not-indexed": {
    en: "Fees and loan interest are deducted at their amounts, not indexed (modelling choice).",
    el: "Τα έξοδα και οι τόκοι δανείου αφαιρούνται στο ποσό τους, χωρίς αναπροσαρμογή για τον πληθωρισμό (επιλογή του μοντέλου)."
  },
  "capital-gains.no-exemption-first-disposal-omitted": {
    en: "No lifetime exemption was applied because isFirstDisposal was omitted (an exemption is never assumed). Send isFirstDisposal to claim it.",
    el: "Δεν εφαρμόστηκε η εφάπαξ ισόβια απαλλαγή, επειδή δεν δόθηκε isFirstDisposal (απαλλαγή δεν τεκμαίρεται ποτέ). Στείλτε isFirstDisposal για να τη διεκδικήσετε."
  },
  "capital-gains.no-exemption-used-unknown": {
    en: "No lifetime exemption was applied: isFirstDisposal is false and lifetimeExemptionAlreadyUsed was not given, so the part left is unknown. Send the amount used on earlier disposals (0 if none) to claim the rest.",
    el: "Δεν εφαρμόστηκε η ισόβια απαλλαγή: το isFirstDisposal είναι false και δεν δόθηκε lifetimeExemptionAlreadyUsed, οπότε το υπόλοιπο είναι άγνωστο. Στείλτε το ποσό που χρησιμοποιήθηκε σε προηγούμενες διαθέσεις (0 αν κανένα) για να διεκδικήσετε το υπόλοιπο."
  },
  "capital-gains.exemption-used-netting": {
    en: "The exemption already used is subtracted from this property type's limit and from the combined lifetime cap (modelling choice; the Tax Department's exact netting was not confirmed).",
    el: "Η απαλλαγή που έχει ήδη χρησιμοποιηθεί αφαιρείται από το όριο αυτού του είδους ακίνητης ιδιοκτησίας και από το συνολικό ισόβιο ανώτατο όριο (επιλογή του μοντέλου· ο ακριβής συμψηφισμός του Τμήματος Φορολογίας δεν επιβεβαιώθηκε)."
  },
  "capital-gains.combined-cap-unconfirmed": {
    en: "The {year} combined lifetime cap of EUR {value:money} is UNCONFIRMED: no source read states it; it is a parameter equal to the main-residence amount, as in the earlier text of the law.",
    el: "Το συνολικό ισόβιο ανώτατο όριο απαλλαγών του {year}, € {value:money}, ΔΕΝ ΕΧΕΙ ΕΠΙΒΕΒΑΙΩΘΕΙ: καμία πηγή που διαβάστηκε δεν το αναφέρει· είναι παράμετρος ίση με το ποσό της κύριας κατοικίας, όπως στο προηγούμενο κείμενο του νόμου."
  },
  "capital-gains.exemptions-before-amendment": {
    en: "Exemptions used before {value} are counted at their amount against the limits in force from {value} (sources say they are not lost; the mechanics are not stated).",
    el: "Οι απαλλαγές που χρησιμοποιήθηκαν πριν από το {value} υπολογίζονται στο ποσό τους έναντι των ορίων που ισχύουν από το {value} (οι πηγές αναφέρουν ότι δεν χάνονται· ο τρόπος δεν διευκρινίζεται)."
  },
  "capital-gains.main-residence-confirmed": {
    en: "propertyType main-residence is taken as the user's confirmation that the home was used by the owner exclusively as their own residence for at least 5 years in total, on land of up to 1.5 decares (1,500 m2); tax on land above 1.5 decares is not modelled.",
    el: "Το propertyType main-residence λαμβάνεται ως επιβεβαίωση του χρήστη ότι η κατοικία χρησιμοποιήθηκε από τον ιδιοκτήτη αποκλειστικά ως δική του κύρια κατοικία για τουλάχιστον 5 χρόνια συνολικά, σε οικόπεδο έως 1,5 δεκαρίων (1.500 τ.μ.)· ο φόρος για γη πέραν των 1,5 δεκαρίων δεν υπολογίζεται."
  },
  "capital-gains.agricultural-land-confirmed": {
    en: "propertyType agricultural-land is taken as the user's confirmation that the seller's main occupation is farming.",
    el: "Το propertyType agricultural-land λαμβάνεται ως επιβεβαίωση του χρήστη ότι η κύρια απασχόληση του πωλητή είναι η γεωργία."
  },
  "capital-gains.exemption-used-ignored": {
    en: "lifetimeExemptionAlreadyUsed was not used because isFirstDisposal was omitted.",
    el: "Το lifetimeExemptionAlreadyUsed δεν χρησιμοποιήθηκε, επειδή δεν δόθηκε isFirstDisposal."
  },
  "capital-gains.loss": {
    en: "The disposal gives a loss of EUR {value:money}: the tax is 0 (a loss is never a negative tax; setting it against other gains is not modelled).",
    el: "Η διάθεση δίνει ζημιά € {value:money}: ο φόρος είναι 0 (η ζημιά δεν δίνει ποτέ αρνητικό φόρο· ο συμψηφισμός της με άλλα κέρδη δεν υπολογίζεται)."
  },
  "capital-gains.month-pairing-alternative": {
    en: "Month pairing not settled: with the CPI of the month before acquisition (and before each improvement) against the CPI of the month of the disposal ({fromPeriod} ({fromIndex}) against {toPeriod} ({toIndex})), the reading of the worked example reported from the Tax Department, the indexed cost is EUR {indexedCost:money} and the tax EUR {value:money} (main figure EUR {mainIndexedCost:money} and EUR {mainTax:money}); see alternativeConvention.",
    el: "Η αντιστοίχιση των μηνών δεν είναι διευκρινισμένη: με τον ΔΤΚ του μήνα πριν από την κτήση (και πριν από κάθε βελτίωση) έναντι του ΔΤΚ του μήνα της διάθεσης ({fromPeriod} ({fromIndex}) έναντι {toPeriod} ({toIndex})), την ανάγνωση του παραδείγματος που αναφέρεται ότι προέρχεται από το Τμήμα Φορολογίας, το αναπροσαρμοσμένο κόστος είναι € {indexedCost:money} και ο φόρος € {value:money} (κύριος υπολογισμός € {mainIndexedCost:money} και € {mainTax:money})· βλ. alternativeConvention."
  },
  "capital-gains.transfer-fee-convention": {
    en: "The {value}% property transfer fee (EUR {fee:money}, on the sale price) is this service's modelling convention, not a cited Cyprus levy: no fee of that name on a sale was found. Land Registry transfer fees are normally the buyer's.",
    el: "Το τέλος μεταβίβασης ακινήτου {value}% (€ {fee:money}, επί της τιμής πώλησης) είναι σύμβαση του μοντέλου αυτής της υπηρεσίας, όχι τεκμηριωμένη κυπριακή επιβάρυνση: δεν βρέθηκε τέλος με αυτό το όνομα σε πώληση. Τα δικαιώματα μεταβίβασης του Τμήματος Κτηματολογίου και Χωρομετρίας βαρύνουν συνήθως τον αγοραστή."
  },
  "capital-gains.not-modelled": {
    en: "Not modelled: gains taxed as trading income, exempt transfers (death, family gifts), the exemption for purchases from 16 Jul 2015 to 31 Dec 2016, exchanges, and shares of property-owning companies.",
    el: "Δεν υπολογίζονται: κέρδη που φορολογούνται ως εμπορικό εισόδημα, απαλλασσόμενες μεταβιβάσεις (θάνατος, δωρεές εντός οικογένειας), η απαλλαγή για αγορές από 16 Ιουλίου 2015 έως 31 Δεκεμβρίου 2016, ανταλλαγές, και μετοχές εταιρειών που κατέχουν ακίνητη ιδιοκτησία."
  }
} as const satisfies AssumptionTexts
