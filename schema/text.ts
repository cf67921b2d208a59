/**
 * Every text field's type, the one rule: a string that is well-formed Unicode. A lone UTF-16
 * surrogate (half of an emoji pair) would be stored as U+FFFD, so it is refused with its message.
 */
import * as v from "valibot";
import { messages as m } from "./messages";

const LONE_SURROGATE = /\p{Cs}/u;

/** A string without a lone surrogate; `message` for a value that is not a string at all. */
export const wellFormedString = (message: string = m.textInvalid) =>
  v.pipe(
    v.string(message),
    v.check((value) => !LONE_SURROGATE.test(value), m.textMalformed),
  );
