import type { Source } from "./source.ts"

/** Sources of the capital gains tax, CPI and property transfer rules. */
export const CAPITAL_GAINS_SOURCES = [
  // --- the law (Capital Gains Tax Law 52/1980, consolidated on cylaw.org) ---------------------
  {
    id: "cgt-law-art4",
    title:
      "Capital Gains Tax Law 52/1980, art. 4: tax at twenty per cent on every gain from a disposal of property, subject to the exemptions",
    url: "http://www.cylaw.org/nomoi/enop/ind/1980_1_52/section-sce31157d4-9e54-555a-9d70-c681052655e1.html",
    publisher: "CyLaw (Cyprus Bar Association)",
    kind: "law"
  },
  {
    id: "cgt-taxdep",
    title:
      "Tax Department: capital gains tax is 20% on gains arising after 1/1/1980 from disposals of immovable property in Cyprus (with a link to its inflation tables)",
    url: "https://www.mof.gov.cy/mof/tax/taxdep.nsf/All/842681FFCC9E2171C22582E4003B8D09?OpenDocument",
    publisher: "Tax Department, Republic of Cyprus",
    kind: "official"
  },
  {
    id: "cgt-law-art5-2026",
    title:
      "Capital Gains Tax Law 52/1980, art. 5 (current text): exemptions EUR 30,000 / EUR 50,000 (farmer, agricultural land) / EUR 150,000 (main residence, 5 years' own use, land up to 1.5 decares)",
    url: "http://www.cylaw.org/nomoi/enop/ind/1980_1_52/section-sca7e654bc-d0c0-9dd6-06d7-c735c009387b.html",
    publisher: "CyLaw (Cyprus Bar Association)",
    kind: "law"
  },
  {
    id: "cgt-law-art5-pre2026",
    title:
      "Capital Gains Tax Law 52/1980, art. 5 (earlier text): exemptions CYP 10,000 / CYP 15,000 (farmer, agricultural land) / CYP 50,000 (main residence)",
    url: "http://www.cylaw.org/nomoi/enop/ind/1980_1_52/section-sca7e654bc-d0c0-9dd6-06d7-c735c009387b-ai143ccdc4-5189-0725-fceb-6de62d4a7478.html",
    publisher: "CyLaw (Cyprus Bar Association)",
    kind: "law"
  },
  {
    id: "cgt-law-art6",
    title:
      "Capital Gains Tax Law 52/1980, art. 6: the value on 1 January 1980 (general valuation) and its later increase due to inflation are deducted from the proceeds",
    url: "http://www.cylaw.org/nomoi/enop/ind/1980_1_52/section-sc5c6b76d1-403e-ca7c-400c-39c1d0593e53-ai9a661dd1-019c-4f78-8389-6cf8b38cf4dc.html",
    publisher: "CyLaw (Cyprus Bar Association)",
    kind: "law"
  },
  // --- 2026 reform ---------------------------------------------------------------------------
  {
    id: "cgt-chambersandco-2026",
    title:
      "Capital Gains Tax on Cyprus real estate: increased exemptions from 1 January 2026 (20%; EUR 30,000 / 150,000 / 50,000; previous exemptions not lost)",
    url: "https://www.chambersandco.com/cyprus-capital-gains-tax-2026-new-property-exemptions",
    publisher: "Chambers & Co (law firm)",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "cgt-linguanews-2026",
    title:
      "Cyprus amends Capital Gains Law: CYP 10,000 -> EUR 30,000, CYP 15,000 -> EUR 50,000, CYP 50,000 -> EUR 150,000; exemptions cumulative over a lifetime",
    url: "https://www.lingua-news.com/get_article.php?lang=en&level=C1&story_id=954",
    publisher: "Lingua News",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "cgt-propertyhouse-2026",
    title: "Capital Gains Tax changes in Cyprus from 2026: the CGT rate remains 20%",
    url: "https://thepropertyhouse.com/about-us/blog/capital-gains-tax-changes-in-cyprus-from-2026-what-it-means-for-property-and-land-owners",
    publisher: "The Property House",
    kind: "secondary",
    date: "2026"
  },
  // --- pre-2026 amounts, cap, rate, deductions ---------------------------------------------------
  {
    id: "cgt-gakc",
    title:
      "Capital Gains Tax in Cyprus: 20%; 85,430 / 25,629 / 17,086; combination capped at EUR 85,430; cost indexed by the Cyprus CPI; transfer and legal fees deductible",
    url: "https://gakc-group.com/index.php/capital-gains-tax-in-cyprus",
    publisher: "GAKC Group (accountants)",
    kind: "secondary"
  },
  {
    id: "cgt-acccyp",
    title: "Capital Gains Tax: lifetime exemptions subject to an overall lifetime maximum of EUR 85,430",
    url: "https://www.acccyp.com/capital-gains-tax/",
    publisher: "A & C Christofi Ltd",
    kind: "secondary"
  },
  {
    id: "cgt-fitzgerald",
    title:
      "Capital gains: EUR 17,086.01 / 85,430.07; CPI of the month of acquisition and of the month preceding disposal; loan interest, registered agents, improvements deductible",
    url: "https://www.fitzgeraldcyprus.com/capital-gains/",
    publisher: "Fitzgerald Cyprus (estate agent)",
    kind: "secondary"
  },
  {
    id: "cgt-gclawfirm-2021",
    title: "Quick snapshot of Capital Gains Tax in Cyprus: EUR 25,629.02 for agricultural land sold by a farmer",
    url: "https://gclawfirm.eu/2021/12/16/quick-snapshot-of-the-capital-gains-tax-cgt-in-cyprus",
    publisher: "GC Law Firm",
    kind: "secondary",
    date: "2021-12-16"
  },
  {
    id: "cgt-pconstantinou",
    title:
      "Capital Gains Tax: value on 1 January 1980 or later cost, additions, expenses and the indexation allowance are deducted",
    url: "https://pconstantinou.com/post/capital-gains-tax",
    publisher: "P. Constantinou",
    kind: "secondary"
  },
  {
    id: "cgt-smartexpat-monthly-cpi",
    title:
      "Forum report of a Tax Department call: CPI of the month preceding the disposal against the month of acquisition; its worked example quotes the Tax Department table (Nov 2005 197.38, Sep 2010 219.23) but pairs the month before the purchase with the month of the sale",
    url: "https://smartexpat.com/cyprus/nicosia/forum/financial-legal/capital-gains-tax-exemptions-inflation-allowance-1839525",
    publisher: "Smartexpat forum",
    kind: "secondary",
    date: "2018"
  },
  {
    id: "cgt-eu-reg-1135-2007",
    title:
      "Council Regulation (EC) No 1135/2007 of 10 July 2007: conversion rate 0.585274 Cyprus pounds per euro, in force 1 January 2008 (recital 3: Council Decision 2007/503/EC, Cyprus adopts the euro on 1 January 2008)",
    url: "http://data.europa.eu/eli/reg/2007/1135/oj",
    publisher: "Council of the European Union (Official Journal L 256, 2.10.2007)",
    kind: "law",
    date: "2007-07-10"
  },
  {
    id: "cgt-ec-cyp-rate",
    title: "Cyprus and the euro: fixed conversion rate EUR 1 = CYP 0.585274",
    url: "https://economy-finance.ec.europa.eu/euro/eu-countries-and-euro/cyprus-and-euro_en",
    publisher: "European Commission",
    kind: "official"
  },
  // --- CPI: annual series ------------------------------------------------------------------------
  {
    id: "cgt-cpi-worldbank",
    title: "World Bank consumer price index and inflation (FP.CPI.TOTL, FP.CPI.TOTL.ZG), Cyprus rows, data/cpi.csv",
    url: "https://github.com/datasets/cpi",
    publisher: "datasets/cpi (World Bank data; CYSTAT via IMF)",
    kind: "secondary"
  },
  {
    id: "cgt-cpi-economy-com",
    title: "Cyprus Consumer Price Index: index 2015 = 100, CYSTAT; July 2019 100.02, August 2019 100.32",
    url: "https://www.economy.com/cyprus/consumer-price-index-cpi",
    publisher: "Moody's Analytics",
    kind: "secondary"
  },
  {
    id: "cgt-cpi-today24-2025-12",
    title: "CPI December 2025 117.67 (November 117.57), 2015 = 100; January-December 2025 +0.1%",
    url: "https://today24.pro/418454861",
    publisher: "today24 (CNA report)",
    kind: "secondary",
    date: "2026-01-08"
  },
  {
    id: "cgt-cpi-rebase-2026",
    title: "Cystat to update the CPI from January 2026: base year changes from 2015 = 100 to 2025 = 100",
    url: "https://cyprus-mail.com/2025/12/22/cyprus-to-update-consumer-price-index-basket-from-january-2026",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-12-22"
  },
  // --- CPI: the Tax Department's monthly indexation table ---------------------------------------
  {
    id: "cgt-cpi-taxdept-table",
    title:
      "Cyprus Tax Department CPI indexation table, monthly 2000-01 to 2026-05 on its chained scale (about 1986 = 100), " +
      'as copied in a third-party property calculator (src/data/cyprusCpi.ts, "source: Cyprus Tax Department indexation ' +
      "table\"); the Tax Department's own PDF (mof.gov.cy/mof/ird/ird.nsf/All/4ABDA3D7295613CDC225738D003EA340) was not " +
      "available to read. Checked month by month against CYSTAT releases; one typo (Nov 2022)",
    url: "https://github.com/Alexsiomin/Memories-properties/blob/51ebeb368f4abd6f2c5a9bfc808d94a99aaf6d53/src/data/cyprusCpi.ts",
    publisher: "Cyprus Tax Department (table), copied by Alexsiomin/Memories-properties",
    kind: "secondary",
    date: "2026-07-13"
  },
  // --- CPI: CYSTAT releases confirming the table (1998 = 100, 2005 = 100) ---------------------------
  {
    id: "cgt-cpi-dsr-2001-09",
    title: "Statistical Service: CPI September 2001 108.70 (August 107.13), base 1998 = 100",
    url: "http://kypros.org/DSR/press_releases/consumer_price_index/sep2001.htm",
    publisher: "Department of Statistics and Research (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2001-10"
  },
  {
    id: "cgt-cpi-dsr-2001-12",
    title: "Statistical Service: CPI December 2001 110.43 (November 109.87), base 1998 = 100",
    url: "http://kypros.org/DSR/press_releases/consumer_price_index/dec2001.htm",
    publisher: "Department of Statistics and Research (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2002-01"
  },
  {
    id: "cgt-cpi-dsr-2003-05",
    title: "Statistical Service: CPI May 2003 116.04 (April 116.50), base 1998 = 100",
    url: "http://kypros.org/DSR/press_releases/consumer_price_index/may2003.htm",
    publisher: "Department of Statistics and Research (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2003-06"
  },
  {
    id: "cgt-cpi-cystat-2004-02",
    title: "CYSTAT: CPI February 2004 115.51 (January 115.33), base 1998 = 100",
    url: "https://www.mof.gov.cy/mof/cystat/statistics.nsf/All/90D9941755DB6B2BC2256E47002C6DE8",
    publisher: "Statistical Service (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2004-03"
  },
  {
    id: "cgt-cpi-2006-12",
    title: "CPI December 2006 104.00 (November 104.06), base 2005 = 100",
    url: "https://www.financialmirror.com/2007/01/02/cyprus-inflation-eases-to-2-5-in-2006/",
    publisher: "Financial Mirror",
    kind: "secondary",
    date: "2007-01-02"
  },
  {
    id: "cgt-cpi-2010-08",
    title: "CPI August 2010 112.69 (July 111.77), base 2005 = 100",
    url: "https://www.financialmirror.com/2010/09/02/cyprus-consumer-price-index-increased-in-august",
    publisher: "Financial Mirror",
    kind: "secondary",
    date: "2010-09-02"
  },
  {
    id: "cgt-cpi-cystat-2011-01",
    title: "CYSTAT: CPI January 2011 113.51 (December 2010 114.45), base 2005 = 100",
    url: "https://www.mof.gov.cy/mof/cystat/statistics.nsf/All/6F8397F714FC8E6CC22577CB003C8DE3",
    publisher: "Statistical Service (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2011-02"
  },
  {
    id: "cgt-cpi-cystat-2013-01",
    title: "CYSTAT: CPI January 2013 119.19 (December 2012 120.26), base 2005 = 100; inflation December 2012 1.1%",
    url: "https://www.mof.gov.cy/mof/cystat/statistics.nsf/All/A0DFEDD0879BF37FC2257AA30032D818",
    publisher: "Statistical Service (CYSTAT), Republic of Cyprus",
    kind: "official",
    date: "2013-02"
  },
  {
    id: "cgt-cpi-2013-08",
    title: "CPI August 2013 117.92 (July 118.04), base 2005 = 100; inflation August 2012 2.7%",
    url: "https://www.financialmirror.com/2013/09/05/cyprus-cpi-down-in-august-up-yoy",
    publisher: "Financial Mirror",
    kind: "secondary",
    date: "2013-09-05"
  },
  // --- CPI: 2026, base 2025 = 100 ------------------------------------------------------------------
  {
    id: "cgt-cpi-philenews-2026-02",
    title: "CPI (base 2025 = 100) February 2026 99.86, January 2026 99.98",
    url: "https://www.philenews.com/oikonomia/kypros/article/1690681/plithorismos-angixame-to-miden/",
    publisher: "Phileleftheros (CYSTAT release as reported)",
    kind: "secondary",
    date: "2026-03-05"
  },
  {
    id: "cgt-cpi-focus-2026-04",
    title: "Cyprus consumer prices: CPI inflation 1.2% in March 2026 and 2.8% in April 2026",
    url: "https://www.focus-economics.com/countries/cyprus/news/inflation/cyprus-consumer-prices-20-05-2026-inflation-rises-in-april-from-the-prior-month/",
    publisher: "FocusEconomics",
    kind: "secondary",
    date: "2026-05-20"
  },
  // --- CPI: monthly values (2015 = 100) ------------------------------------------------------------
  {
    id: "cgt-cpi-2017-12",
    title: "CPI December 2017 99.03 (November 99.44)",
    url: "https://cyprusnewsgazette.com/inflation-declines-by-0-6-in-december-2017/",
    publisher: "Cyprus News Gazette (CNA)",
    kind: "secondary",
    date: "2018-01"
  },
  {
    id: "cgt-cpi-2019-12",
    title: "CPI December 2019 101.43 (November 101.60)",
    url: "http://www.parikiaki.com/2020/01/cyprus-records-inflation-of-0-3-in-2019/",
    publisher: "Parikiaki",
    kind: "secondary",
    date: "2020-01"
  },
  {
    id: "cgt-cpi-2022-12",
    title: "PIO: Consumer Price Index December 2022 113.43 (November 114.55)",
    url: "https://talanews.blogspot.com/2023/01/consumer-price-index-cpi-december-2022.html",
    publisher: "Press and Information Office (reproduced by talanews)",
    kind: "secondary",
    date: "2023-01-05"
  },
  {
    id: "cgt-cpi-2023-06",
    title: "CPI June 2023 114.38 (May 114.72)",
    url: "https://cyprus-mail.com/2023/07/07/cyprus-records-lowest-inflation-rate-in-25-months/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2023-07-07"
  },
  {
    id: "cgt-cpi-2023-08",
    title: "PIO: Consumer Price Index August 2023 116.34 (July 115.30)",
    url: "https://pio.gov.cy/en/press-releases-article.html?id=36723",
    publisher: "Press and Information Office, Republic of Cyprus",
    kind: "official",
    date: "2023-09-07"
  },
  {
    id: "cgt-cpi-2023-12",
    title: "CPI December 2023 115.29 (November 116.51)",
    url: "https://cbn.com.cy/article/2024/1/5/751823/inflation-fell-to-a-four-month-low-to-16-in-december-2023",
    publisher: "Cyprus Business Now",
    kind: "secondary",
    date: "2024-01-05"
  },
  {
    id: "cgt-cpi-2024-12",
    title: "CPI December 2024 118.31 (November 118.21); 2024 inflation 1.8%",
    url: "https://thefuturemedia.eu/cyprus-inflation-key-shifts-in-2024-consumer-prices/",
    publisher: "The Future Media",
    kind: "secondary",
    date: "2025-01"
  },
  {
    id: "cgt-cpi-2025-05",
    title: "CPI May 2025 117.57 (April 117.31)",
    url: "https://knews.kathimerini.com.cy/en/news/cyprus-slips-into-deflation-for-the-first-time-since-2021",
    publisher: "Kathimerini Cyprus (CNA)",
    kind: "secondary",
    date: "2025-06"
  },
  {
    id: "cgt-cpi-2025-06",
    title: "CPI June 2025 117.28 (May 117.57)",
    url: "https://cyprus-mail.com/2025/07/03/consumer-prices-fall-in-cyprus-for-first-time-in-months",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-07-03"
  },
  {
    id: "cgt-cpi-2025-08",
    title: "CPI August 2025 117.04 (July 116.65)",
    url: "https://www.europesays.com/2388089",
    publisher: "Europe Says (CNA report)",
    kind: "secondary",
    date: "2025-09"
  },
  {
    id: "cgt-cpi-2025-09",
    title: "CPI September 2025 117.71 (August 117.04)",
    url: "https://cyprus-mail.com/2025/10/03/cyprus-inflation-drops-for-fifth-straight-month-in-september",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-10-03"
  },
  {
    id: "cgt-cpi-2025-11",
    title: "CPI November 2025 117.57 (October 118.25)",
    url: "https://cyprus-mail.com/2025/12/04/cyprus-consumer-inflation-turns-negative-in-november",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2025-12-04"
  },
  // --- CPI months confirmed by the primary sources searched for them ---------
  {
    id: "cgt-cpi-pio-2018-01",
    title: "Consumer Price Index: January 2018 (CYSTAT release): 97.82, December 2017 99.03 (2015 = 100)",
    url: "https://pio.gov.cy/en/press-releases-article.html?id=193",
    publisher: "Press and Information Office, Republic of Cyprus",
    kind: "official",
    date: "2018-02-06"
  },
  {
    id: "cgt-cpi-gmst-2016-12",
    title: "Deflation continues: CPI December 2016 99.61, November 2016 99.16 (CYSTAT release as reported)",
    url: "http://www.gmst.com.cy/deflation-continues/",
    publisher: "GMST (press report of CYSTAT)",
    kind: "secondary"
  },
  {
    id: "cgt-cpi-famagusta-2021-01",
    title:
      "Cyprus consumer price index decreases: January 2021 99.21, December 2020 100.27 (CYSTAT release as reported)",
    url: "http://famagusta-gazette.com/2021/02/05/cyprus-consumer-price-index-decreases/",
    publisher: "Famagusta Gazette",
    kind: "secondary",
    date: "2021-02-05"
  },
  {
    id: "cgt-cpi-cng-2021-06",
    title: "June 2021 inflation increased by 3.1%: CPI June 2021 102.39, May 2021 102.07 (CNA)",
    url: "https://cyprusnewsgazette.com/june-2021-inflation-increased-by-3-1/",
    publisher: "Cyprus News Gazette (CNA)",
    kind: "secondary"
  },
  {
    id: "cgt-cpi-cyprusprofile-2021-07",
    title: "Consumer prices rise 4% in July: CPI July 2021 102.50 (June 102.39)",
    url: "https://cyprusprofile.com/articles/consumer-prices-rise-4-july",
    publisher: "Cyprus Profile (Financial Mirror)",
    kind: "secondary"
  },
  {
    id: "cgt-cpi-fm-2021-09",
    title: "Energy prices keep inflation at 4.1%: CPI September 2021 104.03, August 2021 104.09",
    url: "https://www.financialmirror.com/2021/10/08/energy-prices-keep-inflation-at-4-1/",
    publisher: "Financial Mirror",
    kind: "secondary",
    date: "2021-10-08"
  },
  {
    id: "cgt-cpi-cyprusprofile-2022-01",
    title:
      "Inflation in Cyprus spikes to annual 5.4% in January: CPI January 2022 104.57, December 2021 105.10 (CNA/Knews)",
    url: "https://cyprusprofile.com/articles/inflation-cyprus-spikes-annual-54-january",
    publisher: "Cyprus Profile (CNA/Knews)",
    kind: "secondary",
    date: "2022-02-04"
  },
  {
    id: "cgt-cpi-futuremedia-2024-05",
    title: "Cyprus consumer price index rises in May: CPI May 2024 117.84, April 2024 117.09 (CYSTAT as reported)",
    url: "https://thefuturemedia.eu/cyprus-consumer-price-index-rises-in-may/",
    publisher: "The Future Media",
    kind: "secondary"
  }
] as const satisfies ReadonlyArray<Source>
