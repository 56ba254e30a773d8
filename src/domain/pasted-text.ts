import { Schema } from "effect"
import { formatCap, textNote } from "../core/input-bounds.ts"

/**
 * Pasted text is caller text: every parser reads it through this splitter, so its size is bounded
 * before any pattern runs (issue 18). A line longer than MAX_PASTED_LINE_LENGTH is never scanned: it is
 * reported as unreadable with its line number. A text of more than MAX_PASTED_LINES lines is refused
 * as a whole (a 400 that says to split it), never parsed in part.
 */
export const MAX_PASTED_LINE_LENGTH = 1_000
export const MAX_PASTED_LINES = 20_000

export interface PastedLine {
  /** 1 = the first line of the text. */
  readonly lineNumber: number
  readonly text: string
}

export interface PastedText {
  /** Lines within the length cap, in order (empty lines included). */
  readonly lines: ReadonlyArray<PastedLine>
  /** Line numbers of lines longer than MAX_PASTED_LINE_LENGTH, left unread. */
  readonly overLongLines: ReadonlyArray<number>
}

export const overLongLineReason = `longer than ${formatCap(MAX_PASTED_LINE_LENGTH)} characters: not read (a statement row is far shorter; check that the text kept its line breaks)`

export const tooManyLinesMessage = (what: string) =>
  `The text has more than ${formatCap(MAX_PASTED_LINES)} lines; send the ${what} in several calls of at most ${formatCap(MAX_PASTED_LINES)} lines each.`

/** Splits on \r\n, \r or \n in one pass; `undefined` when the text has more than MAX_PASTED_LINES lines. */
export const splitPastedText = (text: string): PastedText | undefined => {
  const lines: Array<PastedLine> = []
  const overLongLines: Array<number> = []
  let start = 0
  let lineNumber = 0
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : -1
    if (code !== -1 && code !== 10 && code !== 13) continue
    lineNumber++
    if (lineNumber > MAX_PASTED_LINES) return undefined
    if (i - start > MAX_PASTED_LINE_LENGTH) overLongLines.push(lineNumber)
    else lines.push({ lineNumber, text: text.slice(start, i) })
    if (code === 13 && text.charCodeAt(i + 1) === 10) i++
    start = i + 1
  }
  return { lines, overLongLines }
}

/** The `text` field of a parser's input: at most `maxLength` characters, and not blank. */
export const pastedTextField = (maxLength: number, whatToPaste: string) =>
  Schema.String.check(
    Schema.isMaxLength(maxLength),
    Schema.makeFilter<string>((s) => s.trim() !== "" || `text is empty: ${whatToPaste}`)
  )

/**
 * The described `text` field of a parser's input: its description (what it holds, then its caps: `maxLength`
 * characters, MAX_PASTED_LINES lines, and what is done with an over-long line or cell) and its messages when
 * empty or missing.
 */
export const pastedTextInput = (
  maxLength: number,
  text: {
    /** The description's opening: what the text holds and how it is read. */
    readonly holds: string
    /** What a text of more lines gets, e.g. "more is refused: send the statement in parts" (said in brackets). */
    readonly beyondLines?: string
    /** What is done with a piece too long to read; by default, a line longer than MAX_PASTED_LINE_LENGTH. */
    readonly overLong?: string
    /** The message's hint when the text is blank, e.g. "paste the statement's lines". */
    readonly ifEmpty: string
    /** The message, after "text is required: ", when the field is missing. */
    readonly ifMissing: string
  }
) =>
  pastedTextField(maxLength, text.ifEmpty)
    .annotate({
      description:
        `${text.holds} ${textNote(maxLength)} At most ${formatCap(MAX_PASTED_LINES)} lines` +
        `${text.beyondLines === undefined ? "" : ` (${text.beyondLines})`}; ` +
        `${text.overLong ?? `a line longer than ${formatCap(MAX_PASTED_LINE_LENGTH)} characters is reported as unreadable`}, not read. Required.`
    })
    .annotateKey({ messageMissingKey: `text is required: ${text.ifMissing}` })
