import type { Source } from "./source.ts"

/** Sources of the corporate tax, dividend SDC and employer contribution rules. */
export const COMPANY_SOURCES = [
  // --- corporate income tax, SDC on dividends, deemed dividend distribution ------------------
  {
    id: "co-orbitax-2026-reform",
    title:
      "Cyprus Parliament approves major tax reform package: CIT 12.5% -> 15%; DDD abolished for profits from 1 Jan 2026; SDC on dividends 17% -> 5%",
    url: "https://orbitax.com/news/country/article/Cyprus-Parliament-Approves-Maj-60771",
    publisher: "Orbitax",
    kind: "secondary",
    date: "2025-12"
  },
  {
    id: "co-andersen-2026-reform",
    title:
      "Cyprus Tax Reform updates effective from 2026: CIT 15%, SDC on dividends 5%, deemed dividend distribution repealed",
    url: "https://cy.andersen.com/news/cyprus-news-cyprus-tax-reform-updates-effective-from-2026",
    publisher: "Andersen in Cyprus",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "co-asterisk-2026-faq",
    title:
      "Cyprus tax reform 2026 business FAQ: 15% for tax periods beginning on or after 1 Jan 2026 (12.5% for periods starting in 2025); DDD gone for FY 2026+ profits",
    url: "https://asterisk.cy/?p=6645",
    publisher: "Asterisk",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "co-asterisk-2026-business",
    title:
      "Cyprus Tax Reform 2026 for businesses: SDC on dividends 5% for resident domiciled individuals; 17% kept for dividends relating to 2024-2025 profits",
    url: "https://asterisk.cy/?p=6714",
    publisher: "Asterisk",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "co-indianos-2026-reform",
    title:
      "The 2026 tax reform: corporate tax 12.5% -> 15%; SDC on dividends to resident domiciled individuals 5%; 10% constructive dividends",
    url: "https://indianos.com.cy/the-2026-tax-reform/?lang=el",
    publisher: "Indianos",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "co-pconstantinou-sdc",
    title:
      "Special contribution for defence: 17% on dividends of resident individuals since 2014 (15% / 17% / 20% before); deemed distribution 70%",
    url: "http://www.pconstantinou.com/taxation/special-contribution-for-defence/",
    publisher: "P. Constantinou & Co",
    kind: "secondary"
  },
  {
    id: "co-stavraki-sdc-domicile",
    title:
      "Dividends taxed in Cyprus: SDC 17% for individuals both tax resident and domiciled (since 16 Jul 2015); domicile test 17 of 20 years",
    url: "https://www.stavraki-law.com/faq/corpTax/dividends/default.html",
    publisher: "Yiola Stavraki LLC",
    kind: "secondary"
  },
  {
    id: "co-mloucas-nondom-2015",
    title: "Cyprus enacts 2015 tax reforms: non-domiciled residents exempt from SDC on dividends and interest",
    url: "https://www.mloucas.com/cyprus-enacts-proposed-2015-tax-reforms/",
    publisher: "M. Loucas",
    kind: "secondary",
    date: "2015-07"
  },
  {
    id: "co-cypruslimited-nondom-sdc",
    title:
      "Special defence contributions: dividends exempt from income tax; non-dom exempt from SDC; domiciled residents 5% on dividends",
    url: "https://cdn.cypruslimited.com/help/accounting-audit/company-taxes-duties/how-high-are-the-special-defence-contributions-in-cyprus",
    publisher: "Cyprus Limited",
    kind: "secondary"
  },
  {
    id: "co-relikor-ddd-2025",
    title:
      "Deemed dividend distribution as of 31 Dec 2025: 70% of after-tax profits within two years; SDC 17% for resident domiciled; GESY 2.65% on actual or deemed dividends regardless of domicile",
    url: "https://relikor.com/?p=380",
    publisher: "Relikor",
    kind: "secondary",
    date: "2025"
  },
  {
    id: "co-andersen-ddd-2025",
    title:
      "Deemed Dividend Distribution - deadline end of 2025 (SCD 17% for domiciled, NHC 2.65% for all resident shareholders)",
    url: "https://cy.andersen.com/news/cyprus-news-deemed-dividend-distribution-deadline-end-of-2025",
    publisher: "Andersen in Cyprus",
    kind: "secondary",
    date: "2025"
  },
  // --- GESY (GHS) ------------------------------------------------------------------------------
  {
    id: "co-argyropoulos-payroll",
    title:
      "Payroll contributions: GHS 2.65% on dividends of Cyprus tax residents, domiciled or not; employer SI 8.8%, cohesion 2% (no cap), redundancy 1.2% and HRD 0.5% (to the SI maximum), GHS 2.9% (to 180,000)",
    url: "https://argyropoulos.biz/payroll-contributions",
    publisher: "Argyropoulos",
    kind: "secondary",
    date: "2024"
  },
  {
    id: "co-deloitte-ghs-2020",
    title:
      "Increase of GHS contributions from 1 Mar 2020: employers 2.90%; emoluments capped at 180,000 except for payers of officers' remuneration and the Republic",
    url: "https://ciba-cy.org/increase-of-contributions-towards-the-general-healthcare-system-ghs-courtesy-of-deloitte",
    publisher: "Deloitte Cyprus (via CIBA)",
    kind: "big4",
    date: "2020"
  },
  {
    id: "co-kpmg-ghs-2020",
    title:
      "Tax alert: GHS rates - employers 2.90%, employees 2.65%, income other than emoluments 2.65% (from 1 Jul 2020 onwards)",
    url: "https://home.kpmg/cy/en/home/insights/2020/03/tax-alert-covid-19-tax-measures.html",
    publisher: "KPMG in Cyprus",
    kind: "big4",
    date: "2020-03"
  },
  // --- employer funds ----------------------------------------------------------------------------
  {
    id: "co-mlsi-contribution-examples-2020",
    title:
      "Examples for payment of contributions (June 2020): redundancy 1.2%, human resource 0.5%, social cohesion 2%, GHS employer 2.90%",
    url: "http://www.mlsi.gov.cy/mlsi/sid/sidv2.nsf/All/1822B48CF5E6A3CEC225859D0021BC52?OpenDocument",
    publisher: "Social Insurance Services, Republic of Cyprus",
    kind: "official",
    date: "2020-06"
  },
  {
    id: "co-andersen-si-2025",
    title:
      "Social insurance contributions for 2025: 8.8% / 8.8%; social cohesion 2% on total emoluments with no maximum; redundancy 1.2%; industrial training 0.5%; holiday fund 8% if not exempt",
    url: "https://gr.andersen.com/news/cyprus-news-social-insurance-contributions-for-the-year-2025",
    publisher: "Andersen",
    kind: "secondary",
    date: "2025-01"
  },
  {
    id: "co-investcyprus-social-insurance",
    title:
      "Investor's guide, labour and social insurance: social cohesion on total emoluments with no upper limit; holiday fund exemption",
    url: "https://www.investcyprus.org.cy/investor-s-guide/labour-social-insurance",
    publisher: "Invest Cyprus",
    kind: "official"
  },
  {
    id: "co-ktc-employer-contributions",
    title:
      "Employer's contributions in Cyprus: SI, holiday, redundancy and HRD funds up to the maximum; social cohesion on total earnings",
    url: "https://www.ktc.com.cy/component/tags/tag/employer",
    publisher: "KTC",
    kind: "secondary"
  },
  {
    id: "co-qnta-owner-director",
    title:
      "Extracting profits from an owner-managed business: the owner-director on an employment contract; employer SI, social cohesion 2%, redundancy 1.2%, HRD 0.5%, holiday fund 8% unless exempt",
    url: "https://www.qnta.biz/resources/publications/articles/owner-managed-business-strategies-salaries-bonuses",
    publisher: "QNTA",
    kind: "secondary"
  },
  {
    id: "co-ajd-contributions-2017",
    title:
      "Cyprus social security going online: the social cohesion part is unlimited and is said not to be deductible for corporation tax",
    url: "http://ajd.consulting/2017/10/05/cyprus-social-security-going-online",
    publisher: "AJD Consulting",
    kind: "secondary",
    date: "2017-10-05"
  }
] as const satisfies ReadonlyArray<Source>
