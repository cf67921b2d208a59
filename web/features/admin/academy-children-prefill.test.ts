import { describe, expect, it } from "vitest";
import { childrenFromForm } from "./academy-children-prefill";

describe("childrenFromForm: the children an academy form's free text names", () => {
  it("reads a first name before each age, the parent's last name, and 1 January of the birth year", () => {
    expect(childrenFromForm("Nikos, 9; Maria 12 years", "Eleni Papadopoulou", 2026)).toEqual([
      { firstName: "Nikos", lastName: "Papadopoulou", dateOfBirth: "2017-01-01" },
      { firstName: "Maria", lastName: "Papadopoulou", dateOfBirth: "2014-01-01" },
    ]);
  });

  it("takes a birth year as it is, skips words such as 'born' and 'years', and reads Greek", () => {
    expect(childrenFromForm("Nikos born 2015, and Anna, 8 years old", "Kostas Ioannou", 2026)).toEqual([
      { firstName: "Nikos", lastName: "Ioannou", dateOfBirth: "2015-01-01" },
      { firstName: "Anna", lastName: "Ioannou", dateOfBirth: "2018-01-01" },
    ]);
    expect(childrenFromForm("Γιώργος 10 ετών και η Ελένη 7", "Μαρία Παπαδάκη", 2026).map((child) => child.firstName)).toEqual(["Γιώργος", "Ελένη"]);
  });

  it("leaves a name empty when none is written, and ignores numbers that are not ages", () => {
    expect(childrenFromForm("Born 2016; phone 6912345678", "Anna Georgiou", 2026)).toEqual([{ firstName: "", lastName: "Georgiou", dateOfBirth: "2016-01-01" }]);
  });

  it("offers one empty child, with the parent's last name, when the text holds no age", () => {
    expect(childrenFromForm("Two boys who love rugby", "Anna Georgiou", 2026)).toEqual([{ firstName: "", lastName: "Georgiou", dateOfBirth: "" }]);
  });

  it("capitalises a name written in lower case", () => {
    expect(childrenFromForm("nikos 9", "Anna Georgiou", 2026)[0]!.firstName).toBe("Nikos");
  });
});
