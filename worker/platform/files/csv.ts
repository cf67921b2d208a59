/**
 * CSV for spreadsheets, written and read in one place: UTF-8 with a byte-order mark (so Excel
 * reads Greek), CRLF lines, RFC 4180 quoting, and the formula-injection guard: a text cell that
 * starts with = + - @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows
 * it as text instead of running it. (A number is written as it is: -3 is a value, not a formula.)
 */
import type { Context } from "hono";
import { todayIso } from "../../../schema/athens-time";

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** One record of a file, with the line it starts on (a quoted value may hold line breaks). */
export type CsvRecord = { line: number; values: string[] };
export type CsvParse = { records: CsvRecord[]; unclosedQuoteLine: number | null };

/**
 * Reads RFC 4180: a BOM is skipped, lines end in CRLF or LF, a quoted value may hold commas,
 * doubled quotes and line breaks. Blank lines are left out. Values are kept exactly as written
 * (no trimming inside quotes; around an unquoted value spaces are trimmed).
 */
export function parseCsv(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let values: string[] = [];
  let value = "";
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endValue = () => {
    values.push(wasQuoted ? value : value.trim());
    value = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endValue();
    if (values.length > 1 || values[0] !== "") records.push({ line: recordLine, values });
    values = [];
  };
  const source = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        value += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        value += char;
      }
    } else if (char === '"' && value.trim() === "") {
      quoted = true;
      wasQuoted = true;
      value = "";
    } else if (char === ",") endValue();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else value += char;
  }
  if (quoted) return { records, unclosedQuoteLine: recordLine };
  endRecord();
  return { records, unclosedQuoteLine: null };
}

/**
 * A CSV file as an answer: its name says what it holds and the day it was made (Athens), e.g.
 * `athens-owls-roster-2026-11-24.csv`. `cache` is the Cache-Control (private data: no-store).
 */
export function csvResponse(c: Context, rows: CsvCell[][], name: string, cache = "no-store") {
  const fileName = `${name.replace(/[^a-z0-9-]+/gi, "-").replace(/^-+|-+$/g, "").toLowerCase()}-${todayIso()}.csv`;
  return c.body(toCsv(rows), 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": cache,
  });
}
