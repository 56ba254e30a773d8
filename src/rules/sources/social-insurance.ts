import type { Source } from "./source.ts"

/**
 * Sources of the Social Insurance reference tables (src/rules/social-insurance/) and of
 * the unemployment benefit rules. The official SIS table "Basic insurable earnings 1981-2026" could
 * not be read; figures taken from secondary copies of SIS announcements say so in their notes.
 */
export const SOCIAL_INSURANCE_SOURCES = [
  // --- law and official guides ---------------------------------------------------------------
  {
    id: "si-law-59-2010",
    title: "Social Insurance Law 59(I)/2010 as amended (Ο περί Κοινωνικών Ασφαλίσεων Νόμος)",
    url: "https://www.mlsi.gov.cy/mlsi/sid/sidv2.nsf/page94_en/page94_en?OpenDocument",
    publisher: "Social Insurance Services, Republic of Cyprus",
    kind: "law"
  },
  {
    id: "si-mlsi-faq-oap",
    title: "Who is entitled to old-age pension (65; 780 weeks and basic insurance of 780 x weekly BIE; 30% average)",
    url: "https://www.mlsi.gov.cy/mlsi/sid/sidv2.nsf/All/F702D60872E9353CC2257A30001FD75D?OpenDocument",
    publisher: "Social Insurance Services, Republic of Cyprus",
    kind: "official"
  },
  {
    id: "si-ec-sickness",
    title:
      "Your social security rights, Cyprus - Sickness benefit: basic 60% / 80% (1 dependant: spouse) / 90% / 100%; supplementary 50%, not above the weekly BIE",
    url: "https://ec.europa.eu/social/main.jsp?langId=en&catId=1105&intPageId=5004",
    publisher: "European Commission",
    kind: "official"
  },
  {
    id: "si-ec-your-rights-2018",
    title: "Your social security rights in Cyprus (guide: statutory pension, sickness and unemployment benefits)",
    url: "https://www.readkong.com/page/your-social-security-rights-in-cyprus-2164410",
    publisher: "European Commission (copy)",
    kind: "official",
    date: "2018"
  },
  {
    id: "si-akasser-ub-2024",
    title:
      "Unemployment insurance in Cyprus (EU guide text: 0.50 / 0.39 insurance points, 156 days, 1/12 of BIE = EUR 16.80 a day in 2024)",
    url: "https://www.a-kasser.dk/unemployment-insurance-in-europe/cyprus/index.html",
    publisher: "a-kasser.dk (mirror of the EU 'Your social security rights in Cyprus' chapter)",
    kind: "secondary",
    date: "2024"
  },
  {
    id: "si-infocy-ub",
    title: "Unemployment benefit: conditions, basic 60% raised to 80/90/100% for 1/2/3 dependants, supplementary 50%",
    url: "http://infocyprus.com/citizen/unemployed-people/unemployment-benefit",
    publisher: "infocyprus.com",
    kind: "secondary"
  },
  {
    id: "si-cyforum-ub-2012",
    title: "Reprint of the SIS unemployment insurance text: paid from the 4th day of unemployment; Sundays not counted",
    url: "https://cyprus-forum.com/cyprus37388.html",
    publisher: "cyprus-forum.com (reprint of official text)",
    kind: "secondary",
    date: "2012-03-20"
  },
  {
    id: "si-easyexpat-ub",
    title:
      "Unemployment benefits in Cyprus: supplementary 50% above basic earnings; total below twice the weekly basic earnings",
    url: "http://www.easyexpat.com/en/guides/cyprus/nicosia/work/unemployment-benefits.htm",
    publisher: "EasyExpat",
    kind: "secondary"
  },
  {
    id: "si-cymail-covid-2020",
    title:
      "Labour ministry FAQ: special unemployment benefit 2020 on 2018 insurable earnings / 52 / 6 days, as the Social Insurance Law provides",
    url: "https://cyprus-mail.com/2020/04/16/coronavirus-labour-ministry-issues-faq-on-allowances/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2020-04-16"
  },
  {
    id: "si-ilo-gimi",
    title:
      "ILO social protection wiki, Cyprus: basic pension 60%, supplementary 1.5%, early pension at 63 with 70% condition",
    url: "https://www.social-protection.org/gimi/ShowWiki.action?wiki.wikiId=734",
    publisher: "International Labour Organization",
    kind: "official"
  },
  {
    id: "si-ssa-2018",
    title:
      "Social Security Programs Throughout the World: Europe 2018, Cyprus (age 65, 15 years, 780 x weekly BIE, 30% of reference period)",
    url: "https://docslib.org/doc/6616549/social-security-programs-throughout-the-world-europe-2018",
    publisher: "US Social Security Administration (copy)",
    kind: "official",
    date: "2018"
  },
  {
    id: "si-mpisoc-2020",
    title: "Pension Maps, Cyprus statutory pension scheme (BIE 2020 EUR 9,147; units = earnings / BIE, max 6 a year)",
    url: "https://www.mpisoc.mpg.de/sozialrecht/forschung/forschungsprojekte/pension-maps/projektseite/zypern/statutory-pension-scheme/",
    publisher: "Max Planck Institute for Social Law and Social Policy",
    kind: "secondary",
    date: "2020"
  },
  {
    id: "si-evident-calc-2021",
    title: "Cyprus pension calculation (BIE 2021 EUR 9,566; ceiling 57,408 = 6 units)",
    url: "https://www.evidentrust.com/resources/social-insurance/cyprus-pension-calculation/",
    publisher: "Evidentrust",
    kind: "secondary",
    date: "2021"
  },
  // --- early pension reduction ---------------------------------------------------------------
  {
    id: "si-incy-early-2022",
    title: "12% pension penalty on early retirement (0.5% a month before 65)",
    url: "https://in-cyprus.philenews.com/news/local/12-pension-penalty-on-early-retirement-to-be-scrapped-after-one-turns-81/",
    publisher: "in-cyprus (Philenews)",
    kind: "secondary",
    date: "2022"
  },
  {
    id: "si-cymail-early-2025",
    title: "Government stands firm on early retirement pension penalty (12% retained; no change to pension age)",
    url: "https://www.cyprus-mail.com/2025/06/03/government-stands-firm-on-early-retirement-pension-penalty",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-06-03"
  },
  // --- yearly SIS announcements (rise of the self-employed imputed incomes) --------------------
  {
    id: "si-mlsi-2022-ceiling",
    title:
      "SIS notice to employers, December 2021: maximum insurable earnings EUR 1,117 a week from 3/1/2022 and EUR 4,840 a month from 1/1/2022 (Social Insurance (Contributions) Regulations, reg. 8(1) and (2))",
    url: "http://www.mlsi.gov.cy/mlsi/sid/sidv2.nsf/All/237DBF21A71EDDE0C22587A400301240?OpenDocument",
    publisher: "Social Insurance Services, Republic of Cyprus",
    kind: "official",
    date: "2021-12"
  },
  {
    id: "si-mlsi-2022",
    title:
      "SIS announcement January 2022: ceiling EUR 1,117 a week / 4,840 a month; imputed incomes of the self-employed +1.22% from 3.1.2022; basic pensions +1.22%",
    url: "https://www.mlsi.gov.cy/mlsi/sid/sidv2.nsf/All/B3EF43BF18E57140C22587C30034E113?OpenDocument",
    publisher: "Social Insurance Services, Republic of Cyprus",
    kind: "official",
    date: "2022-01"
  },
  {
    id: "si-mlsi-2022-07",
    title:
      "Pensions increased by 4.2% from 1 July 2022 (extra mid-year increase, offset against the January 2023 increase)",
    url: "https://www.mlsi.gov.cy/mlsi/mlsi.nsf/All/73607DED35B009F9C22588800045636F?OpenDocument",
    publisher: "Ministry of Labour, Welfare and Social Insurance, Republic of Cyprus",
    kind: "official",
    date: "2022-07-14"
  },
  {
    id: "si-peo-2023",
    title:
      "Reprint of the SIS announcement for 2023: ceiling EUR 1,155 a week / 5,005 a month; imputed incomes of the self-employed +3.37% from 2.1.2023",
    url: "https://peo.org.cy/ekysy/01-01-2023/",
    publisher: "PEO (reprint of SIS announcement)",
    kind: "secondary",
    date: "2023-01"
  },
  {
    id: "si-mlsi-2024",
    title:
      "SIS announcement 10 January 2024: ceiling EUR 1,209 a week / 5,239 a month; imputed incomes of the self-employed +4.73% from 1.1.2024; basic pensions +3.89% (483.77)",
    url: "https://www.mlsi.gov.cy/mlsi/mlsi.nsf/All/7E81D4468068438FC2258AA000381704?OpenDocument",
    publisher: "Ministry of Labour, Welfare and Social Insurance, Republic of Cyprus",
    kind: "official",
    date: "2024-01-10"
  },
  {
    id: "si-famagusta-2025",
    title:
      "Cabinet approves pension increases: basic part +5.94% from January 2025, calculated from the increase in the average basic insurable earnings of the two previous years",
    url: "https://en.famagusta.news/news/ikonomia/ypourgiko-enekrine-afxiseis-stis-syntaxeis",
    publisher: "Famagusta News",
    kind: "secondary",
    date: "2025-01"
  },
  {
    id: "si-politis-2026",
    title:
      "SIS announcement reported: pensions and imputed incomes of the self-employed +3.38% from 5.1.2026; ceiling EUR 1,325 a week / 5,742 a month; full basic pension 529.82",
    url: "https://www.politis.com.cy/politis-news/oikonomia/979774/auksisi-338-stis-sintakseis-ti-anakinose-to-ypoyrghio-erghasias",
    publisher: "Politis",
    kind: "secondary",
    date: "2026-01-13"
  },
  // --- self-employed category minimums ----------------------------------------------------------
  {
    id: "si-asgard-se-2024",
    title:
      "Self-employed individuals in Cyprus: 2024 weekly imputed income EUR 896.99 (estate agents), 443.45 (professionals under 10 years), 544.24 (builders); actual income only if approved by the SIS",
    url: "https://asgard-consult.com/blog/self-employed-individuals-in-cyprus-a-quick-guide/",
    publisher: "Asgard Consult",
    kind: "secondary",
    date: "2024"
  },
  {
    id: "si-splcy-se",
    title:
      "Social contributions in Cyprus: self-employed weekly / yearly minimums (professionals 387 / 783 a week, 20,123 / 40,704 a year; builders 24,696; farmers and similar 13,720)",
    url: "https://splcy.com/why-invest-in-cyprus/social-contributions-nhis-cyprus/",
    publisher: "SPL Cyprus",
    kind: "secondary"
  },
  // --- yearly ceilings and pension amounts ---------------------------------------------------
  {
    id: "si-asterisk-2023",
    title:
      "Changes to social insurance contributions from 2023 (SIS announcement: ceilings 2022 and 2023; self-employed imputed incomes +3.37% from 2 Jan 2023)",
    url: "https://asterisk.cy/changes-to-social-insurance-contributions-from-2023/",
    publisher: "Asterisk (reprint of SIS announcement)",
    kind: "secondary",
    date: "2023-01"
  },
  {
    id: "si-gstax-2023",
    title: "Social insurance contributions for 2023 (ceiling 58,080 in 2022, 60,060 in 2023)",
    url: "https://www.gstaxconsultants.com/news-articles/275-social-insurance-contributions-for-2023",
    publisher: "GS Tax Consultants",
    kind: "secondary",
    date: "2023-01"
  },
  {
    id: "si-kpmg-2023",
    title: "Cyprus social insurance contributions 2023 (1,155 / 5,005 / 60,060; 8.3%)",
    url: "https://home.kpmg/us/en/home/insights/2023/01/tnf-cyprus-social-insurance-contributions-2023.html",
    publisher: "KPMG",
    kind: "big4",
    date: "2023-01"
  },
  {
    id: "si-kpmg-2024",
    title:
      "Increase of social insurance fund contribution rates effective 1 January 2024 (8.3% -> 8.8%, 15.6% -> 16.6%; 1,209 / 5,239 / 62,868)",
    url: "https://home.kpmg.com/cy/en/home/insights/2023/11/social-insurance-contributions-for-2024.html",
    publisher: "KPMG in Cyprus",
    kind: "big4",
    date: "2023-11"
  },
  {
    id: "si-emeraldzebra-rates",
    title:
      "Increase in social insurance contributions in 2024 (rates 2019-2023 8.3%, 2024-2028 8.8%, then +0.5 every 5 years)",
    url: "https://emeraldzebra.cy/increase-in-social-insurance-contributions-in-2024",
    publisher: "Emerald Zebra",
    kind: "secondary",
    date: "2024"
  },
  {
    id: "si-eurofast-2024-rates",
    title:
      "What's behind the fourth increase in social insurance contributions (statutory 8.9% / 16.8% and state 5.3% from 2024)",
    url: "https://eurofast.eu/cyprus-whats-behind-fourth-increase-in-social-insurance-contributions/",
    publisher: "Eurofast",
    kind: "secondary",
    date: "2023-12"
  },
  {
    id: "si-talanews-2024",
    title:
      "Social insurance changes from January 2024 (SIS announcement: ceiling 1,209 / 5,239; full basic pension 483.77; minimum 411.20)",
    url: "https://talanews.blogspot.com/2024/01/social-insurance-changes-from-january.html",
    publisher: "Pafos Live (reprint of SIS announcement)",
    kind: "secondary",
    date: "2024-01-11"
  },
  {
    id: "si-cymail-2024",
    title:
      "Cyprus pensioners see increased payouts beginning 2024 (full basic 465.65 -> 483.77; minimum 395.80 -> 411.20)",
    url: "https://cyprus-mail.com/2024/01/08/cyprus-pensioners-to-see-increased-payouts-starting-january-1-2024/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2024-01-08"
  },
  {
    id: "si-cymail-2025",
    title: "Cabinet approves largest pension hike since 1996 (full basic 483.77 -> 512.50; minimum 411.20 -> 435.62)",
    url: "https://cyprus-mail.com/2025/01/03/cabinet-approves-largest-pension-hike-since-1996",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-01-03"
  },
  {
    id: "si-cytoday-2026",
    title: "January 2026 pension adjustment (full basic pension 529.82; minimum 450.35)",
    url: "https://cyprus-today.online/100000-low-income-pensioners-struggle-as-e14-monthly-increase-fails-to-match-rising-costs",
    publisher: "Cyprus Today",
    kind: "secondary",
    date: "2026-01"
  }
] as const satisfies ReadonlyArray<Source>
