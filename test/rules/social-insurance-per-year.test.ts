import { describe, expect, it } from "vitest"
import {
  contributionWeeks,
  getSocialInsuranceReference,
  type ReferenceFigure,
  SOCIAL_INSURANCE_REFERENCE_YEARS,
  type SocialInsuranceReferenceYear,
  weeksInAnnualEarnings
} from "../../src/rules/social-insurance.ts"
import { SOCIAL_INSURANCE_RULES } from "../../src/rules/social-insurance.ts"
import { SOURCES } from "../../src/rules/sources.ts"
import { TAX_YEARS } from "../../src/rules/years.ts"

/** Every ReferenceFigure in a year's table, with its path. */
const figures = (t: SocialInsuranceReferenceYear): Array<[string, ReferenceFigure<unknown>]> => {
  const out: Array<[string, ReferenceFigure<unknown>]> = []
  const walk = (path: string, v: unknown) => {
    if (typeof v !== "object" || v === null) return
    if ("status" in v && "rule" in v) {
      out.push([path, v as ReferenceFigure<unknown>])
      return
    }
    for (const [k, c] of Object.entries(v)) walk(path === "" ? k : `${path}.${k}`, c)
  }
  walk("", t)
  return out
}

describe("social insurance reference table", () => {
  it("holds 2020-2026", () => {
    expect(SOCIAL_INSURANCE_REFERENCE_YEARS).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026])
  })

  it("marks every unconfirmed figure null with a note, every derived one with its arithmetic, and cites known sources", () => {
    for (const y of SOCIAL_INSURANCE_REFERENCE_YEARS) {
      for (const [path, f] of figures(getSocialInsuranceReference(y)!)) {
        if (f.status === "unconfirmed") {
          expect(f.value, `${y} ${path}`).toBeNull()
          expect(f.note.length, `${y} ${path}`).toBeGreaterThan(20)
        } else {
          expect(f.value, `${y} ${path}`).not.toBeNull()
          if (f.status === "derived") expect(f.note, `${y} ${path}`).toMatch(/[\d.]+/)
        }
        for (const id of f.sources) expect(SOURCES[id], `${y} ${path} ${id}`).toBeDefined()
        expect(f.rule).toMatch(/Social Insurance Law|SIS/)
      }
    }
  })

  it("derives the 2022 and 2023 basic insurable earnings from 2021 by the SIS yearly rises, and leaves the State rate from 2024 unconfirmed", () => {
    // 2022: weekly 2021 = 9,566 (evidentrust) / 52 = 183.9615 -> 183.96; x 1.0122 (SIS +1.22% from 3.1.2022,
    // mlsi.gov.cy)
    //   = 186.2043 -> 186.20; annual 186.20 x 52 = 9,682.40; monthly 9,682.40 / 12 = 806.8667 -> 806.87.
    // 2023: 186.20 x 1.0337 (SIS +3.37% from 2.1.2023, PEO / asterisk reprints) = 192.4749 -> 192.47;
    //   annual 192.47 x 52 = 10,008.44; monthly 10,008.44 / 12 = 834.0367 -> 834.04.
    const expected: Record<number, [number, number, number]> = {
      2022: [186.2, 806.87, 9_682.4],
      2023: [192.47, 834.04, 10_008.44]
    }
    for (const [y, [weekly, monthly, annual]] of Object.entries(expected)) {
      const b = getSocialInsuranceReference(Number(y))!.basicInsurableEarnings
      expect(b.weekly).toMatchObject({ status: "derived", value: weekly })
      expect(b.monthly).toMatchObject({ status: "derived", value: monthly })
      expect(b.annual).toMatchObject({ status: "derived", value: annual })
      expect(b.weekly.note).toMatch(/^weekly 18\d\.\d\d \(202[12]\) x 1\.0(122|337) = 1\d\d\.\d\d; .*SIS rise/)
    }
    expect(getSocialInsuranceReference(2022)!.basicInsurableEarnings.weekly.sources).toContain("si-mlsi-2022")
    expect(getSocialInsuranceReference(2023)!.basicInsurableEarnings.weekly.sources).toContain("si-peo-2023")
    // The chain closes on 2024: 192.47 x 1.0473 (SIS +4.73% from 1.1.2024) = 201.5738 -> 201.57, the 2024 figure held
    // (483.77 / 2.4; also 443.45 / 2.2 from a 2024 category minimum); backwards 201.57 / 1.0473 = 192.466 -> 192.47.
    expect(Math.round(192.47 * 1.0473 * 100) / 100).toBe(
      getSocialInsuranceReference(2024)!.basicInsurableEarnings.weekly.value
    )
    expect(getSocialInsuranceReference(2024)!.contributionRates.statePercent).toMatchObject({
      value: 5.2,
      status: "official"
    })
  })

  it("derives the 2024-2026 basic insurable earnings from the full basic pension (60% x 4 weeks)", () => {
    // 483.77 / 2.4 = 201.5708 -> 201.57; x 52 = 10,481.64. 512.50 / 2.4 = 213.5417 -> 213.54; x 52 = 11,104.08.
    // 529.82 / 2.4 = 220.7583 -> 220.76; x 52 = 11,479.52
    const expected: Record<number, [number, number]> = {
      2024: [201.57, 10_481.64],
      2025: [213.54, 11_104.08],
      2026: [220.76, 11_479.52]
    }
    for (const [y, [weekly, annual]] of Object.entries(expected)) {
      const b = getSocialInsuranceReference(Number(y))!.basicInsurableEarnings
      expect(b.weekly).toMatchObject({ status: "derived", value: weekly })
      expect(b.annual).toMatchObject({ status: "derived", value: annual })
    }
    // cross-check: 1/12 of the 2024 weekly BIE is the EU guide's EUR 16.80 a day
    expect(Math.round((201.57 / 12) * 100) / 100).toBe(16.8)
  })

  it("cites the SIS announcements that confirm the ceilings and pensions, primary first (no figure changed)", () => {
    const ceiling = (y: number) => getSocialInsuranceReference(y)!.maxInsurableEarnings
    // mlsi notice to employers, December 2021: "€1.117 από 3/1/2022 ... €4.840 από 1/1/2022"; 12 x 4,840 = 58,080
    expect(ceiling(2022).weekly).toMatchObject({
      value: 1_117,
      status: "official",
      sources: ["si-mlsi-2022-ceiling", "si-mlsi-2022", "si-asterisk-2023", "si-gstax-2023"]
    })
    expect(ceiling(2022).monthly.value * 12).toBe(ceiling(2022).annual.value)
    expect(SOURCES["si-mlsi-2022-ceiling"]).toMatchObject({ kind: "official", date: "2021-12" })
    // peo reprint of the SIS announcement of 2023: 1,155 / 5,005; mlsi 10 Jan 2024: 1,209 / 5,239; politis 13 Jan 2026:
    // 1,325 / 5,742
    expect(ceiling(2023).monthly).toMatchObject({
      value: 5_005,
      sources: ["si-peo-2023", "si-kpmg-2023", "si-gstax-2023"]
    })
    expect(ceiling(2024).weekly).toMatchObject({
      value: 1_209,
      sources: ["si-mlsi-2024", "si-kpmg-2024", "si-talanews-2024"]
    })
    expect(ceiling(2026).monthly).toMatchObject({ value: 5_742, sources: ["si-politis-2026", "mtarget-si-2026"] })
    // full basic pension 2024 483.77 (mlsi 2024), 2026 529.82 and minimum 450.35 (politis 2026)
    expect(getSocialInsuranceReference(2024)!.pension.fullBasicPensionMonthly).toMatchObject({
      value: 483.77,
      sources: ["si-mlsi-2024", "si-talanews-2024", "si-cymail-2024"]
    })
    expect(getSocialInsuranceReference(2026)!.pension.minimumPensionMonthly).toMatchObject({
      value: 450.35,
      sources: ["si-politis-2026", "si-cytoday-2026"]
    })
  })

  it("holds the bare legal constants as parameters: 52 weeks of the annual figures, 780 weeks, 13 payments, 26 and 20 weekly BIEs, ages", () => {
    const t = getSocialInsuranceReference(2024)!
    // 52, not the 53 contribution weeks of 2024: 2021 annual BIE 9,566 / 52 = 183.96; 2024 weekly 201.57 x 52 =
    // 10,481.64
    expect(weeksInAnnualEarnings(2024)).toBe(52)
    expect(contributionWeeks(2024)).toBe(53)
    expect(getSocialInsuranceReference(2021)!.basicInsurableEarnings.weekly.value).toBe(183.96)
    expect(t.basicInsurableEarnings.annual.value).toBe(10_481.64)
    // 780 weeks / 52 = 15 years; 13 payments x 4 weeks = 52 weeks; 60% x 4 = 2.4 ('monthly' full basic pension per
    // weekly BIE)
    expect(t.pension.minimumInsuranceWeeks.value / 52).toBe(t.pension.minimumContributionYears.value)
    expect(t.pension.paymentsPerYear.value * t.pension.weeksPerPensionMonth.value).toBe(52)
    expect(t.basicInsurableEarnings.weekly.note).toMatch(/^weekly = full basic pension 483.77 \/ \(60% x 4\) = 201.57/)
    expect([
      t.unemployment.minimumWeeksInsured.value,
      t.unemployment.minimumPaidBasicWeeklyBies.value,
      t.unemployment.minimumRelevantYearWeeklyBies.value
    ]).toEqual([26, 26, 20])
    expect([
      t.unemployment.minimumAge.value,
      t.unemployment.maximumAge.value,
      t.unemployment.maximumAgeWithoutPension.value
    ]).toEqual([16, 63, 65])
  })

  it("agrees with the income tax social insurance rules for every tax year", () => {
    for (const y of TAX_YEARS) {
      const ref = getSocialInsuranceReference(y)!
      const si = SOCIAL_INSURANCE_RULES[y]
      expect(ref.contributionRates.employeePercent.value).toBe(si.employeeRatePercent.value)
      expect(ref.contributionRates.employerPercent.value).toBe(si.employerRatePercent.value)
      expect(ref.contributionRates.selfEmployedPercent.value).toBe(si.selfEmployedRatePercent.value)
      expect(ref.maxInsurableEarnings.annual.value).toBe(si.maxInsurableEarnings.value)
    }
  })
})
