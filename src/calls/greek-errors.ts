// The texts of an error answer in Greek (Accept-Language: el, or MCP's language hint): the error sentence, the hint and
// the fieldErrors messages. The status, code, field names and every other value stay as in English. A message a tool
// wrote for one of its fields is known in English only: it is kept, after a Greek sentence saying so.
import { Match } from "effect"
import type { CallFailure, DefectFailure } from "../core/errors.ts"

export interface GreekText {
  readonly error: string
  readonly hint?: string
}

type FieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

const GREEK = /[\u0370-\u03ff]/

/** The unit of a quota window, in Greek. */
const WINDOWS: Readonly<Record<string, string>> = { minute: "λεπτού", day: "ημέρας", week: "εβδομάδας" }

/** The text between `start` and the first "." after it ("Expected a value between 0 and 10." -> "0 and 10"). */
const between = (text: string, start: string) => {
  const rest = text.slice(start.length)
  const end = rest.indexOf(". ")
  return (end === -1 ? rest.replace(/\.$/, "") : rest.slice(0, end)).replaceAll(" and ", " έως ")
}

/** One fieldErrors message in Greek: the service's own messages by their form; a tool's own message kept in English. */
export const greekFieldMessage = (message: string): string => {
  // Already in Greek: the tool gave it (ToolDefinition.fieldMessagesEl).
  if (GREEK.test(message)) return message
  if (message.startsWith("Required field is missing."))
    return "Λείπει αυτό το υποχρεωτικό πεδίο: ρωτήστε τον χρήστη (μην το μαντεύετε)."
  if (message.startsWith("Unknown field:")) {
    const guess = message.indexOf('Did you mean "')
    const name = guess === -1 ? "" : message.slice(guess + 14, message.indexOf('"', guess + 14))
    return `Άγνωστο πεδίο: το εργαλείο δεν το δέχεται (τα ονόματα πεδίων διακρίνουν πεζά και κεφαλαία).${name === "" ? "" : ` Μήπως εννοείτε "${name}";`}`
  }
  if (message === "The request body must be a JSON object of the tool's fields.")
    return "Το σώμα του αιτήματος πρέπει να είναι αντικείμενο JSON με τα πεδία του εργαλείου."
  if (message.startsWith("Expected a value between "))
    return `Αναμενόταν τιμή από ${between(message, "Expected a value between ")}.`
  if (message.startsWith("Expected a value greater than or equal to "))
    return `Αναμενόταν τιμή τουλάχιστον ${between(message, "Expected a value greater than or equal to ")}.`
  if (message.startsWith("Expected a value less than or equal to "))
    return `Αναμενόταν τιμή το πολύ ${between(message, "Expected a value less than or equal to ")}.`
  if (message.startsWith("Expected an integer")) return "Αναμενόταν ακέραιος αριθμός."
  if (message.startsWith("Expected number") || message.startsWith("Expected a finite number"))
    return "Αναμενόταν αριθμός."
  if (message.startsWith("Expected string")) return "Αναμενόταν κείμενο."
  if (message.startsWith("Expected boolean")) return "Αναμενόταν true ή false."
  if (message.startsWith("Expected array")) return "Αναμενόταν λίστα (πίνακας JSON)."
  if (message.startsWith('Expected "')) return `Αναμενόταν μία από τις τιμές ${between(message, "Expected ")}.`
  if (message.startsWith("This input is too costly to calculate"))
    return "Ο υπολογισμός αυτών των στοιχείων κοστίζει πολύ· τα ίδια στοιχεία θα απορριφθούν ξανά."
  return `Το μήνυμα του εργαλείου, στα αγγλικά: ${message}`
}

export const greekFieldErrors = (fieldErrors: FieldErrors): Record<string, ReadonlyArray<string>> => {
  const greek: Record<string, ReadonlyArray<string>> = Object.create(null)
  for (const [field, messages] of Object.entries(fieldErrors)) greek[field] = messages.map(greekFieldMessage)
  return greek
}

/** The hint of a 400 in Greek, from its fieldErrors: which fields to ask the user for, which to correct. */
const invalidInputHint = (fieldErrors: FieldErrors | undefined, baseUrl: string, englishHint: string) => {
  const entries = Object.entries(fieldErrors ?? {}).filter(([field]) => field !== "$")
  // The fields to ask the user for: as the English hint lists them (validation knows which were not sent), else the
  // ones whose message says they are missing.
  const asked = englishHint.indexOf("sk the user for ")
  const askedEnd = asked === -1 ? -1 : englishHint.indexOf(" (do not guess", asked)
  const listed = askedEnd === -1 ? [] : englishHint.slice(asked + 16, askedEnd).split(", ")
  const missing = entries
    .filter(([field, m]) => listed.includes(field) || m.some((x) => x.startsWith("Required field is missing.")))
    .map(([field]) => field)
  const wrong = entries.filter(([field]) => !missing.includes(field)).map(([field]) => field)
  const steps = [
    missing.length > 0 ? `ρωτήστε τον χρήστη για ${missing.join(", ")} (μην τα μαντεύετε)` : "",
    wrong.length > 0 ? `διορθώστε ${wrong.join(", ")} όπως εξηγεί το fieldErrors` : ""
  ].filter((step) => step !== "")
  const first = steps.length === 0 ? "στείλτε ένα αντικείμενο JSON με τα πεδία του εργαλείου" : steps.join(" και ")
  // The tool's schema address, as the English hint gives it (one linear scan of our own text).
  const at = englishHint.indexOf(`${baseUrl}/schemas/`)
  const end = at === -1 ? -1 : englishHint.slice(at).search(/[\s,;]/)
  const schema = at === -1 ? `${baseUrl}/schemas/<εργαλείο>` : englishHint.slice(at, end === -1 ? undefined : at + end)
  return `${first.charAt(0).toUpperCase()}${first.slice(1)}, και καλέστε ξανά το εργαλείο· το ${schema} περιγράφει κάθε πεδίο.`
}

/** The Greek error sentence and hint of a failure; undefined for one answered in English only. */
export const greekTextOf = (
  failure: Exclude<CallFailure, { readonly _tag: "IdempotentReplay" }> | DefectFailure,
  fieldErrors: FieldErrors | undefined,
  englishHint: string,
  meta: { readonly baseUrl: string; readonly siteUrl: string; readonly requestId: string }
): GreekText | undefined =>
  Match.valueTags(failure as Exclude<CallFailure, { readonly _tag: "IdempotentReplay" }> | DefectFailure, {
    InvalidInput: () => ({
      error: "Τα στοιχεία που δόθηκαν χρειάζονται διόρθωση πριν γίνει ο υπολογισμός.",
      hint: invalidInputHint(fieldErrors, meta.baseUrl, englishHint)
    }),
    Unauthorized: () => ({
      error: "Λείπει ή δεν είναι έγκυρο το κλειδί API ή το διακριτικό πρόσβασης για αυτό το εργαλείο.",
      hint: `Στείλτε έγκυρο κλειδί API στην κεφαλίδα x-api-key (ελέγξτε το με GET ${meta.baseUrl}/whoami) ή ανανεώστε το διακριτικό πρόσβασης.`
    }),
    ToolNotFound: (f) => ({
      error: `Δεν υπάρχει εργαλείο με όνομα "${f.tool}".`,
      hint: `Το GET ${meta.baseUrl}/tools δίνει τα εργαλεία και τα ακριβή ονόματά τους.`
    }),
    CalculationNotFound: (f) => ({
      error: `Δεν υπάρχει αποθηκευμένος υπολογισμός ${f.calculationId} σε αυτόν τον λογαριασμό.`,
      hint: "Καλέστε το list_saved_calculations με το ίδιο κλειδί για να δείτε τις αποθηκεύσεις του λογαριασμού και τα αναγνωριστικά τους."
    }),
    RuleNotFound: (f) => ({
      error: f.rule === null ? "Αυτό δεν είναι αναγνωριστικό κανόνα." : `Δεν υπάρχει παράμετρος κανόνα "${f.rule}".`,
      hint: `Το GET ${meta.baseUrl}/rules δίνει κάθε παράμετρο κανόνα με το αναγνωριστικό της.`
    }),
    RouteNotFound: (f) => ({
      error: `Δεν εξυπηρετείται τίποτα στο ${f.method} ${f.path}.`,
      hint: `Τα εργαλεία καλούνται με POST ${meta.baseUrl}/tools/<όνομα εργαλείου>· το GET ${meta.baseUrl}/tools τα δίνει.`
    }),
    MethodNotAllowed: (f) => ({
      error: `Η μέθοδος ${f.method} δεν υποστηρίζεται στο ${f.path}.`,
      hint: `Χρησιμοποιήστε ${f.allowed.join(" ή ")} στο ${f.path}.`
    }),
    PayloadTooLarge: (f) => ({
      error: `Το σώμα του αιτήματος υπερβαίνει τα ${f.limitBytes} bytes.`,
      hint: `Στείλτε μικρότερο σώμα JSON (το πολύ ${f.limitBytes} bytes)· χωρίστε μεγάλα επικολλημένα κείμενα σε περισσότερες κλήσεις.`
    }),
    RateLimited: (f) => ({
      error:
        f.scope === "credentials"
          ? `Περισσότερα από ${f.limit} κλειδιά ή διακριτικά απέτυχαν στον έλεγχο από τη διεύθυνσή σας μέσα σε ένα ${WINDOWS[f.window] === undefined ? f.window : `διάστημα ${WINDOWS[f.window]}`}· τα επόμενα απορρίπτονται χωρίς έλεγχο.`
          : `Εξαντλήθηκε το όριο ${WINDOWS[f.window] ?? f.window} των ${f.limit} κλήσεων (${f.scope === "key" ? "αυτού του κλειδιού" : f.scope === "account" ? "αυτού του λογαριασμού, όλων των κλειδιών του μαζί" : "των ανώνυμων κλήσεων από αυτή τη διεύθυνση"}).`,
      hint:
        f.scope === "anonymous" || f.scope === "ip"
          ? `Περιμένετε ${f.retryAfterSeconds} δευτερόλεπτα ή χρησιμοποιήστε δωρεάν κλειδί API για υψηλότερα όρια (${meta.siteUrl}/account).`
          : `Περιμένετε ${f.retryAfterSeconds} δευτερόλεπτα πριν καλέσετε ξανά.`
    }),
    Overloaded: (f) => ({
      error: `Η υπηρεσία είναι στο όριό της για βαριούς υπολογισμούς όπως το ${f.tool}· η κλήση δεν εκτελέστηκε.`,
      hint: `Δοκιμάστε ξανά σε ${f.retryAfterSeconds} δευτερόλεπτα· τα στοιχεία σας είναι σωστά.`
    }),
    TooManyHeavyCalls: (f) => ({
      error: `Έχετε ήδη ${f.limit} βαριούς υπολογισμούς (όπως το ${f.tool}) σε εξέλιξη ή σε αναμονή (το πολύ ${f.limit} τη φορά).`,
      hint: "Περιμένετε να απαντηθούν οι προηγούμενες κλήσεις και στείλτε τους βαριούς υπολογισμούς λίγους τη φορά."
    }),
    CalculationTooCostly: (f) => ({
      error:
        f.reason === "deadline"
          ? `Το ${f.tool} δεν ολοκληρώθηκε μέσα στα ${f.deadlineMs / 1000} δευτερόλεπτα που του αναλογούν και διακόπηκε.`
          : `Το ${f.tool} χρειάστηκε περισσότερη μνήμη από όση επιτρέπεται σε έναν υπολογισμό και διακόπηκε.`,
      hint: "Στείλτε μικρότερα στοιχεία: λιγότερες γραμμές, λιγότερες προσομοιώσεις, μικρότερο ορίζοντα."
    }),
    IdempotencyInProgress: (f) => ({
      error: `Ένα αίτημα προς το ${f.tool} με αυτό το Idempotency-Key και το ίδιο σώμα απαντάται ακόμη.`,
      hint: "Στείλτε ξανά το ίδιο αίτημα με το ίδιο Idempotency-Key σε ένα δευτερόλεπτο: θα λάβετε την απάντησή του."
    }),
    IdempotencyKeyReused: () => ({
      error: "Αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη τις τελευταίες 24 ώρες για άλλο αίτημα.",
      hint: "Χρησιμοποιήστε νέο Idempotency-Key (π.χ. ένα νέο UUID) για διαφορετικό αίτημα· στείλτε ξανά ακριβώς το πρώτο αίτημα για να λάβετε ξανά την απάντησή του."
    }),
    UpgradeRequired: () => undefined,
    ToolGone: () => undefined,
    StorageRejectedInput: () => ({
      error:
        "Μια τιμή αυτού του αιτήματος δεν μπορεί να αποθηκευτεί (π.χ. χαρακτήρας ελέγχου ή ημερομηνία εκτός ορίων).",
      hint: "Αφαιρέστε τους χαρακτήρες ελέγχου από ονόματα και κείμενα και στείλτε τις ημερομηνίες όπως τις δίνει η υπηρεσία."
    }),
    StorageUnavailable: () => ({
      error:
        "Η αποθήκευση της υπηρεσίας δεν είναι προσωρινά διαθέσιμη· οι υπολογιστές χωρίς κλειδί συνεχίζουν να λειτουργούν.",
      hint: "Δοκιμάστε ξανά σε λίγα δευτερόλεπτα."
    }),
    InternalError: () => ({
      error: "Η υπηρεσία απέτυχε απροσδόκητα στην απάντηση αυτού του αιτήματος.",
      hint: `Δοκιμάστε ξανά αργότερα· αν επιμένει, αναφέρετε το requestId ${meta.requestId}.`
    })
  })

/** A 410 or 426 lifecycle body in Greek: its sentence, notes and hint; every other field as it was. */
export const greekLifecycle = <B extends Record<string, unknown>>(body: B): B => {
  const guide = String(body.migrationGuide ?? "")
  if (body.code === "upgrade_required")
    return {
      ...body,
      error: `Η έκδοση πελάτη ${String(body.clientVersion)} δεν υποστηρίζεται πλέον· η παλαιότερη υποστηριζόμενη έκδοση είναι η ${String(body.minimumClientVersion)}.`,
      notes: `Διαβάστε τους οδηγούς μετάβασης του migrationPath, από τον παλαιότερο: ${guide}`,
      hint: `Ενημερώστε τον πελάτη σας στο API ${String(body.apiVersion)} ακολουθώντας το ${guide}#update-steps και στείλτε την έκδοσή του στην κεφαλίδα X-Client-Version.`
    }
  if (body.code === "tool_gone")
    return {
      ...body,
      error: `Το εργαλείο ${String(body.tool)} αφαιρέθηκε στις ${String(body.sunset)}.`,
      notes: `Το ${guide} εξηγεί τι το αντικατέστησε.`,
      hint:
        body.replacement === null || body.replacement === undefined
          ? `Επιλέξτε άλλο εργαλείο από το availableTools· το ${guide}#tool-changes εξηγεί την αλλαγή.`
          : `Καλέστε στη θέση του το ${String(body.replacement)}· το ${guide}#tool-changes εξηγεί την αλλαγή.`
    }
  return body
}
