// The calculators for people: /<language>/calculators (the list) and /<language>/calculators/<tool> (a form generated
// from the tool's input schema; POST answers the result page, or the form again with each error beside its field).
// The calculation is the one REST and MCP run (callTool): same validation, same quota, same answer.
import { Effect, Exit, Schema } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { describeFailure } from "../../../calls/error-response.ts"
import { callTool } from "../../../calls/pipeline.ts"
import type { Catalogue, CataloguedTool } from "../../../core/catalogue.ts"
import { isRecord, type JsonObject } from "../../../core/json-schema.ts"
import { successBody } from "../../../core/result.ts"
import { annualSalary } from "../../../core/salary-period.ts"
import { Name } from "../../../domain/saved-calculations/schemas.ts"
import { SavedCalculations } from "../../../domain/saved-calculations/store.ts"
import { Accounts } from "../../../services/accounts/accounts.ts"
import { storeCalculation } from "../../../tools/save_calculation/calculate.ts"
import { readBoundedText } from "../../http/body.ts"
import { callContextOf } from "../../http/call-context.ts"
import type { HttpFace } from "../../http/routes/face.ts"
import { CALCULATOR_MESSAGES as M, filled } from "../i18n/calculator-messages.ts"
import { type Language, LANGUAGES, preferredLanguage } from "../i18n/language.ts"
import { escapeHtml, layout } from "../pages.ts"
import { chartsFor } from "./charts.ts"
import { formControls, formFieldsOf, formInput } from "./form-input.ts"
import { inFormShape } from "./form-shapes.ts"
import { INLINE_CHECKS_JS, inlineCheckAttributes } from "./inline-checks.ts"
import { saveSection } from "./save-section.ts"
import { csrfMatches, csrfTokenOf, sessionAccountOf } from "../session.ts"
import { resultBody, numberIn } from "./result-page.ts"
import { fieldId, fieldsOf, type FormState, MAX_FORM_ROWS, rowsShown } from "./schema-form.ts"
import { labelOf, type ShownText, toolTexts, toolTitle } from "./texts.ts"

const HTML = "text/html; charset=utf-8"

const page = (status: number, html: string, setCookies: ReadonlyArray<string> = []) =>
  HttpServerResponse.text(html, {
    status,
    contentType: HTML,
    headers: {
      "cache-control": "no-store",
      vary: "accept-language",
      ...(setCookies.length > 0 ? { "set-cookie": setCookies } : {})
    } as never
  })

const notice = (text: string) => `<p class="notice" role="status">${escapeHtml(text)}</p>`

const alternates = (path: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, path(language)])) as Record<Language, string>

/** An error message of the tool, in the page's language where its kind is known; the English detail kept. */
const errorText = (message: string, language: Language): ReadonlyArray<ShownText> => {
  if (language === "en") return [{ text: message }]
  const kind = message.startsWith("Required field is missing")
    ? M.requiredMissing
    : message.startsWith("Expected a value between") ||
        message.includes("must be at most") ||
        message.includes("at least")
      ? M.outOfRange
      : message.startsWith("Expected number") || message.startsWith("Expected a finite number")
        ? M.notANumber
        : message.startsWith('Expected "')
          ? M.chooseOne
          : undefined
  return kind === undefined ? [{ text: message, lang: "en" }] : [{ text: kind.el }, { text: message, lang: "en" }]
}

/** fieldErrors keys (`rows.0.amount`) as form names (`rows[0].amount`). */
const formName = (key: string) => key.replace(/\.(\d+)(?=\.|$)/g, "[$1]")

export const calculatorRoutes = (face: HttpFace) => {
  const { config, catalogue } = face
  const calculators = catalogue.tools.filter((tool) => tool.definition.access === "anonymous")
  const byName = new Map(calculators.map((tool) => [tool.definition.name, tool]))

  const titleOf = (tool: CataloguedTool, language: Language) =>
    toolTitle(tool.definition.name, tool.definition.title, language)

  const indexPage = (language: Language) => {
    const items = calculators
      .map((tool) => {
        const intro = toolTexts(tool.definition.name)?.intro[language]
        return `<li><a href="/${language}/calculators/${tool.definition.name}">${escapeHtml(titleOf(tool, language).text)}</a>${intro === undefined ? "" : `<p>${escapeHtml(intro)}</p>`}</li>`
      })
      .join("")
    return layout(M.indexTitle[language], `<p>${M.indexIntro[language]}</p><ul class="calculators">${items}</ul>`, {
      language,
      current: `/${language}/calculators`,
      alternates: alternates((other) => `/${other}/calculators`)
    })
  }

  const formPage = (tool: CataloguedTool, language: Language, state: FormState, extra = "") => {
    const name = tool.definition.name
    const schema = tool.inputJsonSchema as JsonObject
    const errors = [...state.errors.entries()]
    const summary =
      errors.length === 0
        ? ""
        : `<div class="error" role="alert"><h2>${M.errorsTitle[language]}</h2><ul>${errors
            .map(
              ([field, messages]) =>
                `<li><a href="#${fieldId(field)}">${escapeHtml(field === "$" ? "" : labelOf(name, field, language).text)}</a> ${messages.map((m) => (m.lang === undefined ? escapeHtml(m.text) : `<span lang="${m.lang}">${escapeHtml(m.text)}</span>`)).join(" ")}</li>`
            )
            .join("")}</ul></div>`
    const intro = toolTexts(name)?.intro[language]
    const after = name === "calculate_cyprus_income_tax" ? { salaryIncome: salaryPeriodField(state) } : {}
    const form = `<form method="post" action="/${language}/calculators/${name}" class="calculator"${inlineCheckAttributes(language)}>
${fieldsOf(schema, { ...state, after })}
<button type="submit">${M.calculate[language]}</button></form>
<script>${INLINE_CHECKS_JS}</script>`
    return layout(
      titleOf(tool, language).text,
      `${extra}${intro === undefined ? "" : `<p>${escapeHtml(intro)}</p>`}${summary}${form}`,
      {
        language,
        current: `/${language}/calculators`,
        alternates: alternates((other) => `/${other}/calculators/${name}`)
      }
    )
  }

  /** The income tax asks plainly whether the salary is yearly or monthly (never assumed). */
  const salaryPeriodField = (state: FormState) => {
    const { language } = state
    const value = state.sent.get("_salaryPeriod") ?? ""
    const option = (key: string, label: string) =>
      `<option value="${key}"${key === value ? " selected" : ""}>${label}</option>`
    const error = state.errors.get("_salaryPeriod")
    return `<div class="field${error ? " has-error" : ""}"><label for="${fieldId("_salaryPeriod")}">${M.salaryPeriod[language]}</label>
<select id="${fieldId("_salaryPeriod")}" name="_salaryPeriod" aria-describedby="${fieldId("_salaryPeriod")}-help">${option("", M.choose[language])}${option("annual", M.salaryAnnual[language])}${option("12", M.salaryMonthly12[language])}${option("13", M.salaryMonthly13[language])}</select>
<p class="help" id="${fieldId("_salaryPeriod")}-help">${M.salaryPeriodHelp[language]}</p>${error ? `<p class="field-error">${error.map((e) => escapeHtml(e.text)).join(" ")}</p>` : ""}</div>`
  }

  const emptyState = (
    tool: CataloguedTool,
    language: Language,
    sent: ReadonlyMap<string, string> = new Map()
  ): FormState => ({
    tool: tool.definition.name,
    language,
    sent,
    errors: new Map(),
    rows: rowsShown(sent, undefined),
    rowBudget: { left: MAX_FORM_ROWS }
  })

  const noSuchTool = (language: Language) =>
    page(
      404,
      layout(M.notFoundTool[language], `<p><a href="/${language}/calculators">${M.indexTitle[language]}</a></p>`, {
        language
      })
    )

  /** A tool input as a filled form: its fields, and for the income tax the salary's period (a saved salary is yearly). */
  const filledState = (tool: CataloguedTool, language: Language, input: unknown) => {
    const sent = formFieldsOf(inFormShape(tool.definition.name, input), language)
    if (tool.definition.name === "calculate_cyprus_income_tax" && sent.has("salaryIncome"))
      sent.set("_salaryPeriod", "annual")
    return emptyState(tool, language, sent)
  }

  return HttpRouter.use((router) =>
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const saves = yield* SavedCalculations
      const secure = config.baseUrl.startsWith("https://")

      /** The form, empty, or filled from one of the signed-in person's plain saves (`?save=<id>`). */
      const showForm = (language: Language, name: string) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const tool = byName.get(name)
          if (tool === undefined) return noSuchTool(language)
          const saveId = new URL(request.url, "http://x").searchParams.get("save")
          if (saveId === null) return page(200, formPage(tool, language, emptyState(tool, language)))
          const account = yield* sessionAccountOf(accounts, request.cookies)
          const save = account === undefined || saveId.length > 100 ? undefined : yield* saves.find(account.id, saveId)
          if (save === undefined || save.locked || save.calculationType !== name)
            return page(
              404,
              formPage(
                tool,
                language,
                emptyState(tool, language),
                `<div class="error" role="alert"><p>${M.noSuchSave[language]}</p></div>`
              )
            )
          return page(
            200,
            formPage(
              tool,
              language,
              filledState(tool, language, save.inputs),
              notice(filled(M.openedFromSave[language], { name: save.name }))
            )
          )
        })

      /**
       * Runs the tool on the input (callTool: the same validation, quota and answer as REST and MCP) and answers the
       * result page above the form, or the form with each error beside its field. `stored` runs after a success (a
       * save) and may add a notice or a refusal.
       */
      const calculate = (
        tool: CataloguedTool,
        language: Language,
        input: Record<string, unknown>,
        state: (errors: Map<string, ReadonlyArray<ShownText>>) => FormState,
        notes: ReadonlyArray<string>,
        stored?: (
          output: Record<string, unknown>
        ) => Effect.Effect<
          { readonly notice?: string; readonly refusal?: string },
          never,
          SavedCalculations | Catalogue
        >
      ) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const name = tool.definition.name
          const context = callContextOf(request, config)
          const exit = yield* Effect.exit(callTool(name, Effect.succeed(input), context))
          if (Exit.isSuccess(exit)) {
            const body = successBody(exit.value)
            const output = body.structuredContent as Record<string, unknown>
            const outcome = stored === undefined ? {} : yield* stored(output)
            const account = yield* sessionAccountOf(accounts, request.cookies)
            const csrf = account === undefined ? undefined : csrfTokenOf(request.cookies, secure)
            const results = resultBody({
              tool: name,
              language,
              output,
              summaryText: body.content.map((item) => ("text" in item ? item.text : "")).join("\n"),
              charts: chartsFor(name, output, language),
              notes: outcome.notice === undefined ? notes : [...notes, outcome.notice],
              apiUrl: `${config.baseUrl}/tools/${name}`,
              input,
              outputSchema: tool.outputJsonSchema
            })
            const refusal =
              outcome.refusal === undefined
                ? ""
                : `<div class="error" role="alert"><p>${escapeHtml(outcome.refusal)}</p></div>`
            const save = saveSection({
              tool: name,
              language,
              input,
              csrf: csrf?.token,
              defaultName: titleOf(tool, language).text
            })
            return page(
              outcome.refusal === undefined ? 200 : 409,
              formPage(
                tool,
                language,
                state(new Map()),
                `<h2>${M.resultTitle[language]}</h2>${refusal}${results}${save}<h2>${M.changeInputs[language]}</h2>`
              ),
              csrf?.setCookie
            )
          }
          const failure = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error
          const described =
            failure === undefined
              ? undefined
              : describeFailure(
                  failure,
                  {
                    requestId: context.requestId,
                    guestId: context.guestId,
                    baseUrl: config.baseUrl,
                    siteUrl: config.siteUrl,
                    nowMillis: Date.now()
                  },
                  catalogue
                )
          const bodyOf = (described?.body ?? {}) as {
            fieldErrors?: Record<string, ReadonlyArray<string>>
            error?: string
            hint?: string
          }
          if (bodyOf.fieldErrors !== undefined) {
            const errors = new Map(
              Object.entries(bodyOf.fieldErrors).map(([key, messages]) => [
                formName(key),
                messages.flatMap((message) => errorText(message, language))
              ])
            )
            return page(400, formPage(tool, language, state(errors)))
          }
          const message = `<div class="error" role="alert"><h2>${M.refused[language]}</h2><p lang="en">${escapeHtml(bodyOf.error ?? "")} ${escapeHtml(bodyOf.hint ?? "")}</p><p>${M.tryAgain[language]}</p></div>`
          return page(described?.status ?? 500, formPage(tool, language, state(new Map()), message))
        })

      const submit = (language: Language, name: string) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const tool = byName.get(name)
          if (tool === undefined) return noSuchTool(language)
          const text = yield* readBoundedText(request, config.maxBodyBytes).pipe(Effect.orElseSucceed(() => ""))
          const form = new URLSearchParams(text)
          const schema = tool.inputJsonSchema as JsonObject
          const parsed = formInput(form, schema, language)
          // An encrypted save, decrypted on the account page, opened into its form (never calculated here).
          const opened = parsed.controls.get("_open")
          if (opened !== undefined)
            return page(
              200,
              formPage(
                tool,
                language,
                filledState(tool, language, parseJson(opened)),
                notice(M.openedFromEncryptedSave[language])
              )
            )
          const controls = formControls(parsed)
          const sent = new Map([...parsed.sent, ...[...parsed.controls].filter(([key]) => key === "_salaryPeriod")])
          const state = (errors: Map<string, ReadonlyArray<ShownText>>): FormState => ({
            tool: name,
            language,
            sent,
            errors,
            rows: rowsShown(parsed.sent, controls.addRowTo),
            rowBudget: { left: MAX_FORM_ROWS }
          })
          if (controls.addRowTo !== undefined) return page(200, formPage(tool, language, state(new Map())))
          const input = { ...parsed.input }
          const notes: Array<string> = []
          if (name === "calculate_cyprus_income_tax" && typeof input.salaryIncome === "number") {
            const period = controls.salaryPeriod
            if (period === undefined)
              return page(
                400,
                formPage(
                  tool,
                  language,
                  state(new Map([["_salaryPeriod", [{ text: M.salaryPeriodMissing[language] }]]]))
                )
              )
            if (period !== "annual") {
              const annual = annualSalary(input.salaryIncome, period)
              input.salaryIncome = annual
              notes.push(filled(M.salaryConverted[language], { n: period, amount: numberIn(language).format(annual) }))
            }
          }
          return yield* calculate(tool, language, input, state, notes)
        })

      /**
       * A plain save of the calculation shown: the inputs are computed again (metered like any call) and stored with
       * their result by save_calculation's own step, so its checks (size, text, the account's cap) hold here too.
       */
      const save = (language: Language, name: string) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const tool = byName.get(name)
          if (tool === undefined) return noSuchTool(language)
          const text = yield* readBoundedText(request, config.maxBodyBytes).pipe(Effect.orElseSucceed(() => ""))
          const form = new URLSearchParams(text)
          const parsedInput = parseJson(form.get("inputs") ?? "")
          const input = isRecord(parsedInput) ? parsedInput : {}
          const state = () => filledState(tool, language, input)
          const account = yield* sessionAccountOf(accounts, request.cookies)
          if (account === undefined || !csrfMatches(request.cookies, form.get("csrf") ?? undefined))
            return page(
              403,
              formPage(
                tool,
                language,
                state(),
                `<div class="error" role="alert"><p>${M.saveExpired[language]}</p></div>`
              )
            )
          const typedName = (form.get("name") ?? "").trim()
          const saveName = Schema.decodeUnknownOption(Name)(typedName === "" ? titleOf(tool, language).text : typedName)
          return yield* calculate(tool, language, input, state, [], (output) =>
            Effect.gen(function* () {
              const today = new Date().toISOString().slice(0, 10)
              const stored = yield* Effect.result(
                storeCalculation(
                  {
                    calculationType: name,
                    inputs: input,
                    ...(saveName._tag === "Some" ? { name: saveName.value } : {})
                  },
                  {
                    account: account.id,
                    today,
                    baseUrl: config.baseUrl,
                    compute: () => Effect.succeed({ structuredContent: output, text: "" })
                  }
                )
              )
              if (stored._tag === "Success") return { notice: filled(M.saved[language], { name: stored.success.name }) }
              const problem = stored.failure
              const refusal =
                problem._tag === "InputProblem"
                  ? Object.values(problem.fieldErrors).flat().join(" ")
                  : M.notSaved[language]
              return { refusal: `${M.notSaved[language]} ${refusal}` }
            })
          )
        })

      /** /calculators and /calculators/<tool>: to the page in the browser's language. */
      const toPreferred =
        (suffix: (request: HttpServerRequest.HttpServerRequest) => string) =>
        (request: HttpServerRequest.HttpServerRequest) =>
          Effect.succeed(
            HttpServerResponse.redirect(
              `/${preferredLanguage(request.headers["accept-language"])}/calculators${suffix(request)}`,
              {
                status: 303,
                headers: { vary: "accept-language", "cache-control": "no-store" }
              }
            )
          )

      yield* router.add(
        "GET",
        "/calculators",
        toPreferred(() => "")
      )
      yield* router.add(
        "GET",
        "/calculators/:tool",
        toPreferred((request) => {
          const name = new URL(request.url, "http://x").pathname.split("/").at(-1) ?? ""
          return byName.has(name) ? `/${name}` : ""
        })
      )
      for (const language of LANGUAGES) {
        const index = HttpServerResponse.text(indexPage(language), {
          contentType: HTML,
          headers: { "cache-control": "public, max-age=300" }
        })
        yield* router.add("GET", `/${language}/calculators`, Effect.succeed(index))
        yield* router.add("GET", `/${language}/calculators/:tool`, (request) => showForm(language, toolOf(request.url)))
        yield* router.add("POST", `/${language}/calculators/:tool`, (request) => submit(language, toolOf(request.url)))
        yield* router.add("POST", `/${language}/calculators/:tool/save`, (request) =>
          save(language, toolOf(request.url, 2))
        )
      }
    })
  )
}

/** The tool named in /<language>/calculators/<tool>[/save]: the path's segment `fromEnd` from its end. */
const toolOf = (url: string, fromEnd = 1) => new URL(url, "http://x").pathname.split("/").at(-fromEnd) ?? ""

/** JSON a page sent back (a save's inputs), or undefined when it is not JSON. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
