import type { Source } from "./source.ts"

/** Sources of the income tax, social insurance and GESY rules. */
export const INCOME_TAX_SOURCES = [
  // --- income tax bands ---------------------------------------------------------------------
  {
    id: "itl-cylaw-art25",
    title:
      "Income Tax Law 118(I)/2002, art. 25: tax is charged on taxable income at the rates of the Second Schedule (the stored copy does not hold the Second Schedule)",
    url: "http://www.cylaw.org/nomoi/enop/ind/2002_1_118/section-sce3e34190-99a6-b2c5-e723-cc17b67ea5b5.html",
    publisher: "CyLaw (consolidated law text)",
    kind: "law"
  },
  {
    id: "lawyersincyprus-2026-reform",
    title:
      "Cyprus Parliament approves comprehensive tax reform (bands 22,000 / 32,000 / 42,000 / 72,000; single parents: double child deductions on the family income criteria)",
    url: "https://www.lawyersincyprus.com/cyprus-tax-reform-2026",
    publisher: "Lawyers in Cyprus",
    kind: "secondary"
  },
  {
    id: "shiakas-2026-reform",
    title: "Cyprus Tax Reform - Changes effective 1st January 2026 (bands, family income thresholds)",
    url: "https://shiakas.com/2026/01/12",
    publisher: "Shiakas (accounting firm)",
    kind: "secondary",
    date: "2026-01-12"
  },
  {
    id: "filenews-2026-examples",
    title: "Tax reform - what it means in practice - examples (Filenews, 22 Jan 2026, government examples)",
    url: "https://talanews.blogspot.com/2026/01/tax-reform-what-it-means-in-practice.html",
    publisher: "Filenews (reproduced by talanews)",
    kind: "secondary",
    date: "2026-01-22"
  },
  {
    id: "acla-2026-reform",
    title: "Tax reform 2026: tax bands, new allowances, dependent-child definition, income criteria",
    url: "https://aclaauditors.com/el/?p=44574",
    publisher: "ACLA Auditors",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "cyadvocates-2024-bands",
    title: "Tax law update: new top rate for Cyprus personal income tax (0/20/25/30/35% bands to 60,000)",
    url: "https://cyadvocates.com/tax-law-update-new-top-rate-for-cyprus-personal-income-tax",
    publisher: "Theodorou Law",
    kind: "secondary"
  },
  {
    id: "acccyp-personal-income-tax",
    title: "Personal Income Tax (bands 19,500 / 28,000 / 36,300 / 60,000)",
    url: "https://acccyp.com/tax-vat-other-info/personal-income-tax",
    publisher: "ACC Cyprus",
    kind: "secondary"
  },
  // --- Article 14 and other deductions -------------------------------------------------------
  {
    id: "dplaw-art14-2019",
    title:
      'Increase of the limit for certain allowances (art. 14): from 1/6 to 1/5 of taxable income before the allowances; amending law published in the Official Gazette on 19.12.2019 (given as "6/2019")',
    url: "https://dplawcyprus.com/2020/01/14/increase-of-the-limit-for-certain-allowances-for-individuals-amendment-of-income-tax-law/",
    publisher: "DP Law (law firm)",
    kind: "secondary",
    date: "2020-01-14"
  },
  {
    id: "cyprus-mail-art14-2020",
    title:
      "Changes to tax deductions: the Tax Department reminds that insurance and contribution deductions cannot exceed one fifth of net income",
    url: "https://cyprus-mail.com/2020/01/07/changes-to-tax-deductions/",
    publisher: "Cyprus Mail (report of a Tax Department announcement)",
    kind: "secondary",
    date: "2020-01-07"
  },
  {
    id: "pagecorp-art14-2019",
    title: "Amendment to the Cyprus Income Tax Law: art. 14 cap 1/5; pension 10%, medical fund 1.5%, life 7%",
    url: "https://www.pagecorpgroup.com/amendment-to-the-cyprus-income-tax-law/",
    publisher: "Pagecorp Group",
    kind: "secondary",
    date: "2019-12"
  },
  {
    id: "neo-art14-2020",
    title:
      "Allowable deductions for life and medical insurance, SI, pension funds and GHS (1/5 of net taxable income after exemptions; Law 173(I)/2019)",
    url: "https://neo.law/2020/01/24/personal-tax-allowable-deductions-for-life-and-private-medical-insurance-premiums-contributions-to-social-insurance-pension-and-provident-funds-and-contributions-to-ghs/",
    publisher: "Elias Neocleous & Co LLC",
    kind: "secondary",
    date: "2020-01-24"
  },
  {
    id: "oulla-td-guide-2026",
    title:
      "Tax Department issues explanatory guide: new allowances do not reduce the income on which the 1/5 cap is calculated",
    url: "https://www.oulla.cy/en/news/article/tax-department-issues-explanatory-guide-for-tax-changes",
    publisher: "Politis via oulla.cy",
    kind: "secondary",
    date: "2026-01-09"
  },
  {
    id: "politis-td-guide-2026",
    title:
      "Tax Department issues explanatory guide on changes to taxation (the guide as reported: for tax residents of Cyprus; tax-free income raised from 19,500 to 22,000 from the 2026 tax year; the new deductions)",
    url: "https://en.politis.com.cy/economy/979121/tax-department-issues-explanatory-guide-on-changes-to-taxation",
    publisher: "Politis",
    kind: "secondary",
    date: "2026-01-09"
  },
  {
    id: "cbn-2026-allowances",
    title:
      "Commissioner of Taxation: natural-disaster home insurance up to EUR 500; disability cover added to life insurance",
    url: "https://www.cbn.com.cy/article/124624/salaried-employees-directly-affected-by-tax-reform-commissioner-of-taxation-says",
    publisher: "Cyprus Business Now (CNA)",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "oulla-2026-summary",
    title:
      "Cyprus tax reforms 2026: child allowances 1,000/1,250/1,500 (doubled for single parents), housing 2,000, green 1,000, insurance 500",
    url: "https://www.oulla.cy/news/article/cyprus-tax-reforms-2026-key-changes-and-digital-calculation-tool",
    publisher: "Alpha News via oulla.cy",
    kind: "secondary",
    date: "2026-01-18"
  },
  {
    id: "cyprus-mail-2026-deductions",
    title:
      "Income tax relief widened under reform with deductions up to EUR 3,000 (housing, green, family income limits)",
    url: "https://www.cyprus-mail.com/2026/01/13/income-tax-relief-widened-under-reform-with-deductions-up-to-e3000",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2026-01-13"
  },
  {
    id: "sigmalive-2026-deductions",
    title: "Tax reform expands relief, allowing deductions of up to EUR 3,000 (green carry-forward 4 years)",
    url: "https://en.sigmalive.com/tax-reform-expands-relief-allowing-deductions-of-up-to-e3000",
    publisher: "Sigmalive",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "cyprus-today-single-parents",
    title:
      "Single parents to receive doubled child tax deductions from 2026 (Tax Department guide; same family income limits)",
    url: "https://cyprus-today.online/single-parents-to-receive-doubled-child-tax-deductions-from-2026",
    publisher: "Cyprus Today",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "cyprus-today-dependants",
    title: "Navigating Cyprus's 2026 tax reform: definition of a dependent child, income caps",
    url: "https://cyprus-today.online/navigating-cypruss-2026-tax-reform-benefits-and-complexities",
    publisher: "Cyprus Today",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "oulla-parliament-amendments-2026",
    title: "Cyprus Parliament to amend tax reform a month after implementation (proposals, not yet law)",
    url: "https://oulla.cy/en/news/article/%CF%86%CE%BF%CF%81%CE%BF%CE%BB%CE%BF%CE%B3%CE%B9%CE%BA%CE%AE-%CE%BC%CE%B5%CF%84%CE%B1%CF%81%CF%81%CF%8D%CE%B8%CE%BC%CE%B9%CF%83%CE%B7-%CE%B1%CE%BB%CE%BB%CE%AC%CE%B6%CE%B5%CE%B9-%CE%B1%CF%80%CF%8C-%CF%84%CE%B7-%CE%B2%CE%BF%CF%85%CE%BB%CE%AE-%CE%AD%CE%BD%CE%B1-%CE%BC%CE%AE%CE%BD%CE%B1-%CE%BC%CE%B5%CF%84%CE%AC-%CF%80%CE%BF%CF%85-%CF%84%CE%AD%CE%B8%CE%B7%CE%BA%CE%B5-%CF%83%CE%B5-%CE%B9%CF%83%CF%87%CF%8D-%CF%80%CE%BF%CE%B9%CE%B5%CF%82-%CE%BF%CE%B9-%CF%80%CF%81%CE%BF%CF%83%CE%B8%CE%B1%CF%86%CE%B1%CE%B9%CF%81%CE%AD%CF%83%CE%B5%CE%B9%CF%82",
    publisher: "Philenews via oulla.cy",
    kind: "secondary",
    date: "2026-01-26"
  },
  {
    id: "pgeconomides-2026-personal-tax",
    title:
      "Cyprus tax reform 2026: personal tax changes impacting payroll (gross family income criteria 100,000 / 150,000 / 200,000; single persons 40,000; single parents same criteria, deduction doubled)",
    url: "https://pgeconomides.eu/news/cyprus-tax-reform-2026-personal-tax-changes-impacting-payroll",
    publisher: "PG Economides & Co (audit and accounting firm)",
    kind: "secondary",
    date: "2026-01-14"
  },
  {
    id: "dialogos-2026-corrections",
    title:
      "Hasty tax reform in Cyprus requires immediate corrections (income limit for single individuals remained EUR 40,000, families EUR 100,000)",
    url: "https://oulla.cy/en/news/article/hasty-tax-reform-in-cyprus-requires-immediate-corrections",
    publisher: "Dialogos via oulla.cy",
    kind: "secondary",
    date: "2026-01-27"
  },
  {
    id: "politis-2025-bill",
    title:
      "Tax reform moves to Parliament after Cabinet approval (bill: EUR 40,000 for single persons; bill-stage figures for couples later changed)",
    url: "https://en.politis.com.cy/economy/965489/tax-reform-moves-to-parliament-after-cabinet-approval",
    publisher: "Politis",
    kind: "secondary",
    date: "2025-10"
  },
  {
    id: "sigmalive-2026-amendments",
    title:
      "Parties unite against taxation of provident funds (amendments before the vote: family income 100,000 / 150,000 / 200,000, same for single-parent families)",
    url: "https://en.sigmalive.com/parties-unite-against-taxation-of-provident-funds",
    publisher: "Sigmalive",
    kind: "secondary",
    date: "2025-12"
  },
  {
    id: "cyprus-today-single-parent-ceiling",
    title:
      "Single-parent income ceilings for tax relief to rise from EUR 40,000 to EUR 50,000 (planned amendment, Jan 2026)",
    url: "https://cyprus-today.online/?p=67662",
    publisher: "Cyprus Today",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "mondaq-real-estate-2024",
    title: "Holding Cypriot real estate: 20% of gross rental income deductible",
    url: "https://www.mondaq.com/cyprus/real-estate/1479924/holding-cypriot-real-estate",
    publisher: "Mondaq",
    kind: "secondary",
    date: "2024-06-18"
  },
  {
    id: "fbs-individual-deductions",
    title: "Individuals' deductions: 20% of rents; donations to approved charities 100% with receipts",
    url: "http://www.fbscyprus.com/index.php?pageid=139",
    publisher: "FBS Cyprus",
    kind: "secondary"
  },
  // --- Article 8 exemptions -------------------------------------------------------------------
  {
    id: "chambers-art8-2022",
    title: "New 50% and 20% income tax exemption on employment income (art. 8(21A), 8(23A))",
    url: "https://chambers.com/articles/new-50-and-20-income-tax-exemption-on-employment-income-to-attract-foreign-investors-and-employees",
    publisher: "Chambers and Partners",
    kind: "secondary",
    date: "2022"
  },
  {
    id: "moore-art8-2022",
    title: "Tax Newsletter 02/2022: amendments of articles 8(21) & 8(23), new 8(21A)",
    url: "http://www.moore-limassol.com.cy/news/august-2022-(1)/tax-newsletter-02-2022-4-august-2022-new-income-ta",
    publisher: "Moore Limassol",
    kind: "secondary",
    date: "2022-08-04"
  },
  {
    id: "totalserve-art8-2022",
    title: "Tax exemptions for first employment in Cyprus (8(23A): 17 tax years from the year of employment)",
    url: "https://www.totalserve.eu/en/media-centre/news/tax-exemptions-for-first-employment-in-cyprus/",
    publisher: "Totalserve",
    kind: "secondary",
    date: "2022-07"
  },
  {
    id: "moore-art8-2023",
    title: "Tax Newsletter 03/2023: amendments of article 8(23A) - 15 consecutive years of non-residence",
    url: "http://www.moore-limassol.com.cy/news/july-2023/tax-newsletter-03-2023-18-july-2023-amendments-of",
    publisher: "Moore Limassol",
    kind: "secondary",
    date: "2023-07-18"
  },
  {
    id: "kpmg-art8-2023",
    title: "GMS Flash Alert 2023-150: Cyprus amends 50% exemption (art. 8(23A)), retroactive to 1 Jan 2022",
    url: "https://kpmg.com/xx/en/our-insights/gms-flash-alert/flash-alert-2023-150.html",
    publisher: "KPMG",
    kind: "big4",
    date: "2023-07"
  },
  {
    id: "rsm-art8-21",
    title: "Article 8(21): lower of EUR 8,550 and 20% of remuneration, five years after the year employment starts",
    url: "https://www.rsm.global/cyprus/node/106",
    publisher: "RSM Cyprus",
    kind: "secondary"
  },
  // --- social insurance ---------------------------------------------------------------------
  {
    id: "kpmg-si-2024",
    title: "GMS Flash Alert 2023-254: maximum insurable earnings 2024 (1,209 / 5,239 / 62,868); 8.8% rates",
    url: "https://kpmg.com/xx/en/our-insights/gms-flash-alert/flash-alert-2023-254.html",
    publisher: "KPMG",
    kind: "big4",
    date: "2023-11"
  },
  {
    id: "kpmg-si-2025",
    title:
      "Amendment to the maximum amount of insurable earnings for 2025 (SIS announcement 2/1/2025: 1,281 / 5,551 / 66,612)",
    url: "https://www.mondaq.com/cyprus/insurance-laws-and-products/1570538/amendment-to-the-maximum-amount-of-insurable-earnings-for-2025",
    publisher: "KPMG in Cyprus (Mondaq)",
    kind: "big4",
    date: "2025-01-17"
  },
  {
    id: "andersen-si-2026",
    title: "Social Insurance Contributions for the year 2026 (8.8% / 8.8% / 16.6%; 68,904 a year)",
    url: "https://cy.andersen.com/news/cyprus-news-cyprus-tax-reform-updates-effective-from-2026-2",
    publisher: "Andersen in Cyprus",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "mtarget-si-2026",
    title: "Social Insurance Contributions in 2026 (1,325 / 5,742 / 68,904)",
    url: "https://mtargetgroup.com/?p=39824",
    publisher: "M. Target Group",
    kind: "secondary",
    date: "2026-01"
  },
  {
    id: "ktc-si",
    title:
      "Social insurance contributions in Cyprus (8.8% since 2024; self-employed 16.6% between a category minimum and the maximum)",
    url: "https://www.ktc.com.cy/social-insurance-contributions-in-cyprus/",
    publisher: "KTC",
    kind: "secondary",
    date: "2025"
  },
  {
    id: "businessincyprus-si",
    title: "Social insurance registration and contributions (employees 8.8%, self-employed 16.6%)",
    url: "https://www.businessincyprus.gov.cy/social-insurance-registration-and-contributions/",
    publisher: "Business in Cyprus portal, Republic of Cyprus",
    kind: "official",
    date: "2024"
  },
  {
    id: "cysa-compulsory-insurance",
    title: "Compulsory insurance: the employee category covers everyone employed by an employer, private or public",
    url: "https://cysa.eu/compulsory-insurance/",
    publisher: "CYSA",
    kind: "secondary"
  },
  {
    id: "acs-si-2020",
    title:
      "Social insurance and NHIS alert 2020: self-employed occupational categories and their minimum weekly insurable income",
    url: "https://www.acs.com.cy/2020/12/23/social-insurance-and-national-health-insurance-system-alert/",
    publisher: "ACS",
    kind: "secondary",
    date: "2020-12-23"
  },
  {
    id: "logistaras-se-2024",
    title:
      "Self-employed contributions: category 2a (professional up to 10 years) minimum annual insurable income EUR 23,503 for 2024",
    url: "https://www.logistaras.com/en/blog/blog2-contribution-amount-social-insurance",
    publisher: "Logistaras",
    kind: "secondary",
    date: "2024"
  },
  // --- GESY ---------------------------------------------------------------------------------
  {
    id: "paperclip-gesy",
    title:
      "GESY contributions: employees (public and private sector) 2.65%, self-employed 4%, income earners 2.65%; max EUR 180,000 a year",
    url: "https://thepaperclipproject.eu/faq-items/how-much-are-the-contributions-to-the-national-health-system-gesy/",
    publisher: "The Paperclip Project",
    kind: "secondary",
    date: "2022-10"
  },
  {
    id: "acccyp-gesy-2020",
    title:
      "GHS contributions from 1 March 2020: 2.65% employees, 4% self-employed, up to annual earnings of EUR 180,000",
    url: "https://acccyp.com/general-health-system-ghs-contributions-will-increase-as-from-01-march-2020-19-03-2020/",
    publisher: "ACC Cyprus",
    kind: "secondary",
    date: "2020-03-19"
  },
  {
    id: "iris-gesy-2019",
    title:
      "GHS: contribution rates, EUR 180,000 maximum, non-residents pay only on income from Cyprus excluding dividends and interest",
    url: "https://www.iriscorporate.com.cy/2019/03/",
    publisher: "Iris Corporate",
    kind: "secondary",
    date: "2019-03"
  },
  {
    id: "sdc-rent-nproperties-2026",
    title:
      "Cyprus rental tax changes 2026: SDC on rental income (3% on 75% of gross rent) abolished from 1 January 2026",
    url: "https://nproperties.cy/2026/02/06/cyprus-rental-tax-changes-2026-what-property-owners-need-to-know",
    publisher: "N Properties",
    kind: "secondary",
    date: "2026-02-06"
  },
  {
    id: "sdc-rent-mondaq-2026",
    title:
      "Cyprus introduces tax reform effective 1 January 2026: abolition of the Special Defence Contribution on rents",
    url: "https://www.mondaq.com/cyprus/capital-gains-tax/1725068/cyprus-introduces-tax-reform-%CE%95ffective-1-january-2026",
    publisher: "Mondaq",
    kind: "secondary",
    date: "2025-12-30"
  },
  {
    id: "deloitte-rental-income",
    title: "Tax treatment of rental income in Cyprus (GHS 2.65% on gross rent, no deductions)",
    url: "https://www.deloitte.com/cy/en/services/tax/perspectives/tax-treatment-of-rental-income-in-cyprus.html",
    publisher: "Deloitte Cyprus",
    kind: "big4"
  },
  // --- pensions, interest, dividends; Special Defence Contribution (src/rules/income-tax/other-incomes.ts,
  // src/rules/defence-contribution.ts)
  {
    id: "itl-cylaw-art20",
    title:
      "Income Tax Law 118(I)/2002, art. 20: a resident's pension for services rendered abroad is taxed at 5% on the amount above EUR 3,420, not added to other income; the choice is made each tax year",
    url: "http://www.cylaw.org/nomoi/enop/ind/2002_1_118/section-sc16595bc9-1364-e637-ece1-50318dea73a0.html",
    publisher: "CyLaw (consolidated law text)",
    kind: "law"
  },
  {
    id: "taxdep-gesy-rates",
    title:
      "Tax Department, GESY contribution rates (Συντελεστές Εισφοράς ΓεΣΥ), from 1/7/2020: employees 2.65%, pensioners 2.65%, self-employed 4.00%, income earners (rent, interest, dividends) 2.65%",
    url: "https://www.mof.gov.cy/mof/tax/taxdep.nsf/All/7EC0BEC9707905CCC2258438002A5F63?OpenDocument",
    publisher: "Tax Department, Ministry of Finance",
    kind: "official"
  },
  {
    id: "taxdep-sdc-rates-since-1991",
    title:
      "Tax Department, Special Defence Contribution rates since 1991 (Φορολογικοί Συντελεστές Έκτακτης Αμυντικής Εισφοράς από το 1991): other interest 17% from 1.1.2024 to date (a copy from before 2026)",
    url: "https://www.mof.gov.cy/mof/TAX/taxdep.nsf/All/A5FF559E29E01D5BC225825000315354?OpenDocument",
    publisher: "Tax Department, Ministry of Finance",
    kind: "official"
  },
  {
    id: "taxdep-tax-rates-sdc-rent",
    title:
      "Tax Department, tax rates (Συντελεστές Φόρου), an older copy: SDC on dividends, interest and rent of residents domiciled in Cyprus; gross rents from immovable property, reduced by 25%, at 3% (its interest rate and bands are out of date)",
    url: "https://www.mof.gov.cy/mof/TAX/taxdep.nsf/0/6a5e1dc962a393bec225855a00338f3f?OpenDocument&ExpandSection=2%2C1",
    publisher: "Tax Department, Ministry of Finance",
    kind: "official"
  },
  {
    id: "ghs-cylaw-art19",
    title:
      "General Healthcare System Law 89(I)/2001, art. 19: contributions of employees 2.65%, self-employed 4%, pensioners 2.65%, and 2.65% on rent, interest, dividends and other income",
    url: "https://www.cylaw.org/nomoi/enop/ind/2001_1_89/section-sc99434b06-5bc4-439d-50a2-6e720892ec1d.html",
    publisher: "CyLaw (consolidated law text)",
    kind: "law"
  },
  {
    id: "andersen-ghs-ceiling-order",
    title:
      "GHS refunds: one EUR 180,000 yearly ceiling on all incomes, filled by employment, self-employment, pensions, then other income (Health Insurance Organisation instructions)",
    url: "https://cy.andersen.com/news/cyprus-tax-news-refunds-on-ghs",
    publisher: "Andersen Cyprus",
    kind: "secondary"
  },
  {
    id: "ey-2026-reform",
    title:
      "Cyprus enacts major tax reform legislation (published 31 Dec 2025): SDC withholding on dividend payments to resident and domiciled individuals reduced from 17% to 5%",
    url: "https://taxnews.ey.com/news/2026-0140-cyprus-enacts-major-tax-reform-legislation",
    publisher: "EY Global Tax News",
    kind: "big4",
    date: "2026-01-07"
  },
  {
    id: "dplaw-2026-dividends",
    title: "Cyprus tax reform: SDC on dividends reduced from 17% to 5% for profits earned after 1 January 2026",
    url: "https://dplawcyprus.com/2025/12/24/cyprus-tax-reform-2025-the-first-major-overhaul-since-2002",
    publisher: "DP Law",
    kind: "secondary",
    date: "2025-12-24"
  },
  {
    id: "mondaq-sdc-interest",
    title:
      "Reduction of the Special Defence Contribution rate on interest: 17% on interest received by resident and domiciled individuals from 1 January 2024",
    url: "https://www.mondaq.com/cyprus/tax-authorities/1414298/reduction-of-special-defence-contribution-rate-on-interest",
    publisher: "KPMG Cyprus (on Mondaq)",
    kind: "big4"
  },
  {
    id: "elsavco-non-dom",
    title:
      "Non-domiciled status: no Special Defence Contribution on dividends, interest or rent; deemed domiciled after 17 of the last 20 years",
    url: "https://www.elsavco.com/non-domiciled-status",
    publisher: "Elsavco",
    kind: "secondary"
  },
  {
    id: "iclg-cyprus-passive-income",
    title:
      "Private client, Cyprus: interest and dividends of individuals are exempt from income tax and bear the Special Defence Contribution",
    url: "http://www.iclg.co.uk/practice-areas/private-client/private-client-2016/cyprus",
    publisher: "ICLG",
    kind: "secondary"
  }
] as const satisfies ReadonlyArray<Source>
