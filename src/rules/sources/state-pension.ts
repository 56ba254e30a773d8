import type { Source } from "./source.ts"

/**
 * Sources of the old-age pension rules held in src/rules/state-pension.ts (the reference figures
 * themselves are in social-insurance/ with their own sources).
 */
export const STATE_PENSION_SOURCES = [
  {
    id: "sp-cylaw-art39",
    title: "Social Insurance Law 59(I)/2010, art. 39: deferral of the statutory pension up to age 68",
    url: "https://www.cylaw.org/nomoi/enop/ind/2010_1_59/section-scdcc3dd4c-dc17-ab3d-ea91-095c73ded1c6.html",
    publisher: "CyLaw (Cyprus Bar Association legal database)",
    kind: "law"
  },
  {
    id: "sp-euraxess-pension",
    title:
      "Pension rights, Cyprus: 15 points of actual basic insurance, 728 weeks since insurance began; lump sum at 68 otherwise",
    url: "https://www.euraxess.org.cy/cyprus/information-assistance/pension-rights",
    publisher: "EURAXESS Cyprus (mirrors the EU guide 'Your social security rights in Cyprus')",
    kind: "secondary"
  },
  {
    id: "sp-infocy-early",
    title: "Early retirement at 63: paid or assimilated contributions in at least 70% of the years from age 16",
    url: "http://infocyprus.com/citizen/pensioners/early-retirement",
    publisher: "infocyprus.com",
    kind: "secondary"
  },
  {
    id: "sp-famnews-13th",
    title:
      "EKYSY: Social Insurance pensioners are paid a 13th pension besides December's (13 'monthly' payments of 4 weeks a year)",
    url: "https://en.famagusta.news/news/kypros/enosi-kyprion-syntaxiouchon-zitei-na-ginei-egkaira-i-pliromi-dekemvriou",
    publisher: "Famagusta News",
    kind: "secondary"
  },
  {
    id: "sp-ilo-gimi-deferral",
    title:
      "ILO social protection wiki, Cyprus: payment of the old-age pension may be deferred until age 68, the pension then increased by 0.5% for each month of deferment (parts of the page predate the 2010 law)",
    url: "https://www.social-protection.org/gimi/ShowWiki.action?wiki.wikiId=734",
    publisher:
      "International Labour Organization (country summary, not the Cyprus law or the Social Insurance Services)",
    kind: "secondary"
  },
  {
    id: "sp-cymail-deferral-2021",
    title:
      "Minister: the early-retirement reduction is an adjustment depending on when the pension is drawn between 63 and 67",
    url: "https://cyprus-mail.com/2021/04/20/opposition-mps-drop-bill-to-scrap-penalty-on-early-retirement/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2021-04-20"
  }
] as const satisfies ReadonlyArray<Source>
