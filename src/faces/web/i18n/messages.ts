import type { Text } from "./language.ts"

/** The texts every page shares: navigation, footer, the language switch. */
export const SITE_MESSAGES = {
  skipToContent: { en: "Skip to the content", el: "Μετάβαση στο περιεχόμενο" },
  navCalculators: { en: "Calculators", el: "Υπολογιστές" },
  navTools: { en: "Tools", el: "Εργαλεία" },
  navApi: { en: "API reference", el: "Τεκμηρίωση API" },
  navMcp: { en: "MCP", el: "MCP" },
  navChangelog: { en: "Changelog", el: "Αλλαγές" },
  navAccount: { en: "Account", el: "Λογαριασμός" },
  navRules: { en: "Rules", el: "Κανόνες" },
  mainNavigation: { en: "Main", el: "Κύρια πλοήγηση" },
  aboutNavigation: { en: "About this service", el: "Σχετικά με την υπηρεσία" },
  terms: { en: "Terms", el: "Όροι" },
  privacy: { en: "Privacy", el: "Απόρρητο" },
  contact: { en: "Contact", el: "Επικοινωνία" },
  status: { en: "Status", el: "Κατάσταση" },
  keyChecker: { en: "Key checker", el: "Έλεγχος κλειδιού" },
  footerNote: {
    en: "Free Cyprus tax and personal-finance calculations. Results are estimates from the stated assumptions and the cited rules, not tax advice.",
    el: "Δωρεάν υπολογισμοί φόρων και προσωπικών οικονομικών για την Κύπρο. Τα αποτελέσματα είναι εκτιμήσεις με βάση τις δηλωμένες παραδοχές και τους κανόνες που αναφέρονται, όχι φορολογική συμβουλή."
  },
  languageSwitch: { en: "Language", el: "Γλώσσα" }
} as const satisfies Record<string, Text>
