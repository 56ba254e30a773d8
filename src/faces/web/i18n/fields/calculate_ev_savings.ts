import type { ToolTexts } from "./types.ts"

const EUR_YEAR = { en: "EUR a year", el: "€ τον χρόνο" }
const EUR_KWH = { en: "EUR per kWh", el: "€ ανά kWh" }
const PERCENT = { en: "%", el: "%" }

/** a yearly running cost that is left out when the field is empty */
const yearlyCost = (en: string, el: string) => ({
  label: { en, el },
  help: {
    en: "Per year. Enter 0 only if you know it is zero; left empty, it is left out and noted.",
    el: "Ανά έτος. Βάλτε 0 μόνο αν γνωρίζετε ότι είναι μηδέν· αν μείνει κενό, δεν περιλαμβάνεται και σημειώνεται."
  },
  unit: EUR_YEAR
})

export const TEXTS: ToolTexts = {
  title: { en: "Electric car running costs", el: "Κόστος χρήσης ηλεκτρικού οχήματος" },
  intro: {
    en: "Compare the yearly running cost of an electric car with a petrol or diesel car, with charging from spare solar power, at home or at public chargers, and see how long the electric car's extra price takes to pay back. Have at hand the kilometres you drive a year, the consumption of both cars, the fuel price and your electricity tariffs.",
    el: "Συγκρίνετε το ετήσιο κόστος χρήσης ενός ηλεκτρικού οχήματος με ένα βενζινοκίνητο ή πετρελαιοκίνητο, με φόρτιση από πλεόνασμα φωτοβολταϊκών, στο σπίτι ή σε δημόσιους σταθμούς, και δείτε σε πόσο χρόνο αποσβένεται η επιπλέον τιμή του ηλεκτρικού. Έχετε μπροστά σας τα χιλιόμετρα που οδηγείτε τον χρόνο, την κατανάλωση των δύο οχημάτων, την τιμή του καυσίμου και τις χρεώσεις του ρεύματος."
  },
  fields: {
    annualDistanceKm: {
      label: { en: "Distance driven a year", el: "Χιλιόμετρα τον χρόνο" },
      help: { en: "Kilometres a year, not a month.", el: "Χιλιόμετρα τον χρόνο, όχι τον μήνα." },
      unit: { en: "km a year", el: "χλμ. τον χρόνο" }
    },
    evConsumption: {
      label: { en: "Electric car consumption", el: "Κατανάλωση ηλεκτρικού οχήματος" },
      help: {
        en: "kWh per 100 km, including charging losses if you know them.",
        el: "kWh ανά 100 χλμ., μαζί με τις απώλειες φόρτισης αν τις γνωρίζετε."
      },
      unit: { en: "kWh/100 km", el: "kWh/100 χλμ." }
    },
    iceConsumption: {
      label: { en: "Petrol or diesel car consumption", el: "Κατανάλωση βενζινοκίνητου ή πετρελαιοκίνητου" },
      help: { en: "Litres per 100 km.", el: "Λίτρα ανά 100 χλμ." },
      unit: { en: "l/100 km", el: "λίτρα/100 χλμ." }
    },
    fuelPrice: {
      label: { en: "Fuel price", el: "Τιμή καυσίμου" },
      help: { en: "Petrol or diesel, per litre at the pump.", el: "Βενζίνη ή πετρέλαιο, ανά λίτρο στην αντλία." },
      unit: { en: "EUR per litre", el: "€ ανά λίτρο" }
    },
    solarSharePercent: {
      label: { en: "Charging from spare solar power", el: "Φόρτιση από πλεόνασμα φωτοβολταϊκών" },
      help: {
        en: "Share of the charging, 0 if none; the three shares must add up to 100.",
        el: "Μερίδιο της φόρτισης, 0 αν δεν υπάρχει· τα τρία μερίδια πρέπει να αθροίζουν 100."
      },
      unit: PERCENT
    },
    homeSharePercent: {
      label: { en: "Charging at home from the grid", el: "Φόρτιση στο σπίτι από το δίκτυο" },
      help: {
        en: "Share of the charging, 0 if none; the three shares must add up to 100.",
        el: "Μερίδιο της φόρτισης, 0 αν δεν υπάρχει· τα τρία μερίδια πρέπει να αθροίζουν 100."
      },
      unit: PERCENT
    },
    publicSharePercent: {
      label: { en: "Charging at public chargers", el: "Φόρτιση σε δημόσιους σταθμούς" },
      help: {
        en: "Share of the charging, 0 if none; the three shares must add up to 100.",
        el: "Μερίδιο της φόρτισης, 0 αν δεν υπάρχει· τα τρία μερίδια πρέπει να αθροίζουν 100."
      },
      unit: PERCENT
    },
    spareSolar: {
      label: { en: "Spare solar production", el: "Πλεόνασμα φωτοβολταϊκών" },
      help: {
        en: "kWh a year your panels produce beyond what the home uses; needed when part of the charging is solar, and enough to cover it.",
        el: "Οι kWh τον χρόνο που παράγουν τα φωτοβολταϊκά σας πέραν όσων καταναλώνει το σπίτι· απαιτείται όταν μέρος της φόρτισης γίνεται από φωτοβολταϊκά και πρέπει να την καλύπτει."
      },
      unit: { en: "kWh a year", el: "kWh τον χρόνο" }
    },
    solarTariff: {
      label: { en: "Value of a spare solar kWh", el: "Αξία μιας kWh από το πλεόνασμα" },
      help: {
        en: "What that kWh would earn otherwise, e.g. the net-billing export credit; 0 if it would be wasted. Needed when part of the charging is solar.",
        el: "Τι θα απέφερε αλλιώς αυτή η kWh, π.χ. η πίστωση για την ενέργεια που εξάγεται στο δίκτυο με συμψηφισμό λογαριασμών (net-billing)· 0 αν θα χανόταν. Απαιτείται όταν μέρος της φόρτισης γίνεται από φωτοβολταϊκά."
      },
      unit: EUR_KWH
    },
    homeGridTariff: {
      label: { en: "Home electricity price", el: "Τιμή ρεύματος στο σπίτι" },
      help: {
        en: "All-in price per kWh from your electricity bill: energy, network, fuel adjustment and VAT. Needed when you charge at home.",
        el: "Η συνολική τιμή ανά kWh από τον λογαριασμό ρεύματος: ενέργεια, δίκτυο, αναπροσαρμογή τιμής καυσίμων και ΦΠΑ. Απαιτείται όταν φορτίζετε στο σπίτι."
      },
      unit: EUR_KWH
    },
    publicTariff: {
      label: { en: "Public charging price", el: "Τιμή φόρτισης σε δημόσιους σταθμούς" },
      help: {
        en: "All-in price per kWh; needed when you charge at public chargers.",
        el: "Συνολική τιμή ανά kWh· απαιτείται όταν φορτίζετε σε δημόσιους σταθμούς."
      },
      unit: EUR_KWH
    },
    extraEvCost: {
      label: { en: "Extra price of the electric car", el: "Επιπλέον τιμή του ηλεκτρικού οχήματος" },
      help: {
        en: "How much more the electric car costs to buy than the petrol or diesel one, after any grant. Left empty: no payback is worked out.",
        el: "Πόσο ακριβότερο είναι στην αγορά το ηλεκτρικό από το βενζινοκίνητο ή πετρελαιοκίνητο, μετά από τυχόν χορηγία. Αν μείνει κενό: δεν υπολογίζεται απόσβεση."
      },
      unit: { en: "EUR", el: "€" }
    },
    evInsurance: yearlyCost("Electric car insurance", "Ασφάλιση ηλεκτρικού οχήματος"),
    iceInsurance: yearlyCost("Petrol or diesel car insurance", "Ασφάλιση βενζινοκίνητου ή πετρελαιοκίνητου"),
    evRoadTax: yearlyCost("Electric car road tax", "Τέλη κυκλοφορίας ηλεκτρικού οχήματος"),
    iceRoadTax: yearlyCost("Petrol or diesel car road tax", "Τέλη κυκλοφορίας βενζινοκίνητου ή πετρελαιοκίνητου"),
    iceService: yearlyCost("Petrol or diesel car servicing", "Σέρβις και συντήρηση βενζινοκίνητου ή πετρελαιοκίνητου"),
    evOther: yearlyCost("Electric car servicing and other costs", "Σέρβις και άλλα έξοδα ηλεκτρικού οχήματος"),
    iceOther: yearlyCost("Other petrol or diesel car costs", "Άλλα έξοδα βενζινοκίνητου ή πετρελαιοκίνητου")
  },
  outputs: {
    evEnergyKwh: { en: "Energy charged a year (kWh)", el: "Ενέργεια φόρτισης τον χρόνο (kWh)" },
    charging: { en: "Charging by source", el: "Φόρτιση ανά πηγή" },
    "charging[].source": { en: "Source", el: "Πηγή" },
    "charging[].sharePercent": { en: "Share (%)", el: "Μερίδιο (%)" },
    "charging[].kwh": { en: "kWh a year", el: "kWh τον χρόνο" },
    "charging[].tariff": { en: "Price (EUR per kWh)", el: "Τιμή (€ ανά kWh)" },
    "charging[].cost": { en: "Cost a year", el: "Κόστος τον χρόνο" },
    spareSolarUnusedKwh: { en: "Spare solar left over (kWh)", el: "Πλεόνασμα φωτοβολταϊκών που περισσεύει (kWh)" },
    iceFuelLitres: { en: "Fuel a year (litres)", el: "Καύσιμα τον χρόνο (λίτρα)" },
    ev: { en: "Electric car, a year", el: "Ηλεκτρικό όχημα, τον χρόνο" },
    "ev.energy": { en: "Charging", el: "Φόρτιση" },
    "ev.insurance": { en: "Insurance", el: "Ασφάλιση" },
    "ev.roadTax": { en: "Road tax", el: "Τέλη κυκλοφορίας" },
    "ev.service": { en: "Servicing", el: "Σέρβις" },
    "ev.other": { en: "Servicing and other costs", el: "Σέρβις και άλλα έξοδα" },
    "ev.total": { en: "Total a year", el: "Σύνολο τον χρόνο" },
    "ev.costPerKm": { en: "Cost per km", el: "Κόστος ανά χλμ." },
    ice: { en: "Petrol or diesel car, a year", el: "Βενζινοκίνητο ή πετρελαιοκίνητο, τον χρόνο" },
    "ice.energy": { en: "Fuel", el: "Καύσιμα" },
    "ice.insurance": { en: "Insurance", el: "Ασφάλιση" },
    "ice.roadTax": { en: "Road tax", el: "Τέλη κυκλοφορίας" },
    "ice.service": { en: "Servicing", el: "Σέρβις" },
    "ice.other": { en: "Other costs", el: "Άλλα έξοδα" },
    "ice.total": { en: "Total a year", el: "Σύνολο τον χρόνο" },
    "ice.costPerKm": { en: "Cost per km", el: "Κόστος ανά χλμ." },
    annualSavings: { en: "Saving a year with the electric car", el: "Εξοικονόμηση τον χρόνο με το ηλεκτρικό" },
    monthlySavings: { en: "Saving a month", el: "Εξοικονόμηση τον μήνα" },
    paybackYears: { en: "Years to pay back the extra price", el: "Έτη απόσβεσης της επιπλέον τιμής" },
    paybackNote: { en: "About the payback", el: "Σχετικά με την απόσβεση" },
    series: { en: "Savings over the years", el: "Εξοικονόμηση με τα χρόνια" },
    "series[].year": { en: "Year", el: "Έτος" },
    "series[].cumulativeSavings": { en: "Savings so far", el: "Σωρευτική εξοικονόμηση" },
    "series[].netPosition": { en: "Savings less the extra price", el: "Εξοικονόμηση μείον την επιπλέον τιμή" }
  },
  outputChoices: {
    source: {
      solar: { en: "spare solar power", el: "πλεόνασμα φωτοβολταϊκών" },
      homeGrid: { en: "home, from the grid", el: "στο σπίτι, από το δίκτυο" },
      public: { en: "public chargers", el: "δημόσιοι σταθμοί φόρτισης" }
    }
  }
}
