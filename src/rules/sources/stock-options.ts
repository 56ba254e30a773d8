import type { Source } from "./source.ts"

/** Sources of the share option rules. */
export const STOCK_OPTIONS_SOURCES = [
  {
    id: "so-cylaw-itl-art20d",
    title:
      "Income Tax Law 118(I)/2002, art. 20D: share options and share purchase rights granted under an employer " +
      "incentive scheme approved by the Tax Commissioner (8%; cap of twice the income from that employer in the " +
      "year the vesting period ends; excess under Parts III and V) - consolidated Greek text",
    url: "https://cylaw.org/nomoi/enop/ind/2002_1_118/section-sc74c777a8-3b0e-eb88-7908-7f5d39ce5daf.html",
    publisher: "CyLaw (Cyprus Bar Association legal database)",
    kind: "law"
  },
  {
    id: "so-ey-2026-reform",
    title:
      "Cyprus enacts major tax reform legislation (stock options under approved employer schemes taxed at 8%; " +
      "maximum EUR 1m over a 10-year period; existing schemes to apply for approval by 30 June 2026)",
    url: "https://taxnews.ey.com/news/2026-0140-cyprus-enacts-major-tax-reform-legislation",
    publisher: "EY Global Tax News, Tax Alert 2026-0140",
    kind: "big4",
    date: "2026-01-07"
  },
  {
    id: "so-philenews-2026-business-changes",
    title:
      "The 14 changes for businesses from the tax reform (Tax Department: special tax rate for stock options from 1 Jan 2026)",
    url: "https://www.philenews.com/oikonomia/kypros/article/1672505/i-14-allages-gia-tis-epichirisis-apo-ti-forologiki-metarrithmisi/",
    publisher: "Phileleftheros",
    kind: "secondary",
    date: "2026-01-23"
  },
  {
    id: "so-nexora-esop-2026",
    title:
      "Cyprus ESOP / employee stock options taxation (grant and vesting normally no tax; spread at exercise taxed " +
      "as employment income; resulting shares' later sale exempt as titles; RSUs attract PAYE, SI and GESY)",
    url: "https://nexoracyprus.com/articles/cyprus-esop-stock-options-taxation-2026",
    publisher: "Nexora Cyprus (reviewed by an ICPAC-registered adviser)",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "so-cyprusnet-si-insurable-earnings",
    title:
      "Social protection in Cyprus: insurable earnings include any remuneration from employment, excluding ex-gratia payments and occasional bonus",
    url: "https://cyprusnet.com/article/social-protection.html",
    publisher: "CyprusNet",
    kind: "secondary",
    date: "2003"
  },
  {
    id: "so-rightax-employment-guidance",
    title:
      "Basic employment guidance: 'salary' is any monetary remuneration from employment and any profit from it capable " +
      "of monetary valuation, excluding extraordinary commissions, bonuses or gratuities and benefits in kind subject to " +
      "conditions (employment law; the Social Insurance Law is not named)",
    url: "https://rightax.com.cy/basic-employment-guidance/",
    publisher: "Rightax",
    kind: "secondary"
  }
] as const satisfies ReadonlyArray<Source>
