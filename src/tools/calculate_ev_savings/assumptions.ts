// The assumptions of the electric-car running-cost comparison, by id, in English and Greek (core/assumptions.ts).
import type { AssumptionTexts } from "../../core/assumptions.ts"

export const EV_ASSUMPTIONS = {
  "ev.cost-omitted": {
    en: "{field} was not sent: that cost is not included.",
    el: "Δεν δόθηκε {field}: το κόστος αυτό δεν περιλαμβάνεται."
  },
  "ev.one-sided-insurance": {
    en: "Insurance was given for one car only, so the comparison counts it on one side; send both (0 only if confirmed).",
    el: "Η ασφάλεια δόθηκε μόνο για το ένα αυτοκίνητο, οπότε η σύγκριση τη μετρά μόνο στη μία πλευρά· στείλτε και τις δύο (0 μόνο αν επιβεβαιωθεί)."
  },
  "ev.one-sided-road-tax": {
    en: "Road tax was given for one car only, so the comparison counts it on one side; send both (0 only if confirmed).",
    el: "Τα τέλη κυκλοφορίας δόθηκαν μόνο για το ένα αυτοκίνητο, οπότε η σύγκριση τα μετρά μόνο στη μία πλευρά· στείλτε και τα δύο (0 μόνο αν επιβεβαιωθεί)."
  },
  "ev.no-payback": {
    en: "extraEvCost was not sent: no payback is estimated without the electric car's real extra purchase cost.",
    el: "Δεν δόθηκε extraEvCost: δεν εκτιμάται χρόνος απόσβεσης χωρίς το πραγματικό επιπλέον κόστος αγοράς του ηλεκτρικού οχήματος."
  },
  "ev.series-years": {
    en: "The cumulative savings series covers {value} years, a typical length of car ownership; prices, distance and costs are held constant over it.",
    el: "Η σειρά της σωρευτικής εξοικονόμησης καλύπτει {value} έτη, μια συνήθη διάρκεια κατοχής αυτοκινήτου· τιμές (κόστος φόρτισης, καύσιμα), απόσταση και λοιπά κόστη μένουν σταθερά σε αυτό το διάστημα."
  },
  "ev.not-modelled": {
    en: "Financing, depreciation and resale value are not modelled: running costs only.",
    el: "Η χρηματοδότηση, η απομείωση της αξίας και η αξία μεταπώλησης δεν μοντελοποιούνται: μόνο τα λειτουργικά κόστη."
  }
} as const satisfies AssumptionTexts

export type EvAssumptionId = keyof typeof EV_ASSUMPTIONS
