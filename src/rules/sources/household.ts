import type { Source } from "./source.ts"

/** Sources of the household planning rules (pensions, property costs, EV, budget, life insurance). */
export const HOUSEHOLD_SOURCES = [
  // --- run_retirement_stress_test (src/rules/retirement.ts) ----------------------------------
  {
    id: "hh-mof-pension-abroad",
    title:
      "Tax Department, Pension from abroad: taxed with other income at the scale, or separately at 5% above EUR 3,420, chosen each year",
    url: "https://www.mof.gov.cy/mof/tax/taxdep.nsf/0/182c755eba4e406ec225853e002edae8?OpenDocument&ExpandSection=1",
    publisher: "Ministry of Finance, Tax Department",
    kind: "official",
    date: "2021-04-12"
  },
  // --- simulate_life_insurance_flush, compare_investment_vehicles (src/rules/life-insurance.ts,
  // investment-vehicles.ts)
  {
    id: "hh-cylaw-itl-art14",
    title:
      "Income Tax Law 118(I)/2002, art. 14: deduction for life insurance premiums and contributions to approved pension or provident funds",
    url: "http://www.cylaw.org/nomoi/enop/ind/2002_1_118/section-scd5aa9359-b533-0405-ec4a-a6ac1e606a2c.html",
    publisher: "CyLaw (consolidated law text)",
    kind: "law"
  },
  {
    id: "hh-eurolife-cancellation",
    title:
      "Tips on your insurance policy: cancellation within 6 years taxes 30% (within 3 years) or 20% (years 4 to 6) of the premiums allowed",
    url: "https://www.eurolife.com.cy/en/service-center-redirect/contact-us/tips-insurance-policy/",
    publisher: "Eurolife (insurer)",
    kind: "secondary"
  },
  {
    id: "hh-fbs-cancellation",
    title:
      "Individuals' deductions: premiums limited to 7% of the sum insured; cancellation within 6 years: 30% / 20% of premiums allowed taxable",
    url: "http://www.fbscyprus.com/index.php?pageid=139",
    publisher: "FBS Cyprus",
    kind: "secondary"
  },
  {
    id: "hh-moveonestates-2026-insurance",
    title:
      "Tax reform 2026, insurance premium deductions: partial surrenders under 4 years 50% of surrender value, 4+ years 50% of the excess over the prior surrender value; full surrenders unchanged",
    url: "https://moveonestates.com/2026/01/13/tax-reform-all-the-changes-for-rental-payments-what-are-the-deductions-on-insurance-premiums",
    publisher: "Move On Estates (summarising Filenews)",
    kind: "secondary",
    date: "2026-01-13"
  },
  {
    id: "hh-filenews-2026-insurance",
    title: "All changes for rent payments and premium taxation (Filenews, 11 Jan 2026, reporting the Tax Department)",
    url: "https://talanews.blogspot.com/2026/01/all-changes-for-rent-payments-and.html",
    publisher: "Filenews (reproduced by talanews)",
    kind: "secondary",
    date: "2026-01-11"
  },
  {
    id: "hh-pitsas-savings-terms",
    title:
      "Terms of savings insurance in Cyprus: the ask-bid difference equals 5% of the value of the units; partial redemption up to 50% of the redemption value",
    url: "https://www.pitsasinsurances.com/en/article/terms-and-conditions-of-savings-insurance-private-pensions-in-cyprus/",
    publisher: "Pitsas Insurances (broker)",
    kind: "secondary"
  },
  {
    id: "hh-movechannel-bid-offer",
    title: "Unit-linked pricing structure: offer and bid prices commonly about 5% apart",
    url: "http://life-insurance.themovechannel.com/guide/pricing-structure.aspx",
    publisher: "The Move Channel",
    kind: "secondary"
  },
  {
    id: "hh-cyms-exemptions",
    title:
      "Income tax exemptions: profit from the sale of securities; capital sums from life insurance or approved provident funds (100%)",
    url: "http://cyprus-managementservices.com/en/knowledge-base/cyprus-tax-law/income-tax/exemptions",
    publisher: "Cyprus Management Services",
    kind: "secondary"
  },
  {
    id: "hh-cymail-life-expectancy-2022",
    title: "Life expectancy in Cyprus 2022: men 79.9, women 83.6 years (EU State of Health report)",
    url: "https://cyprus-mail.com/2023/12/20/life-expectancy-in-cyprus-down-due-to-pandemic/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2023-12-20"
  },
  {
    id: "hh-spencer-west-2026-reform",
    title:
      "Cyprus Tax Reform 2026, summary of the proposed amendments: foreign pensions at the scale or 5% above EUR 5,000",
    url: "https://www.spencer-west.com/news/cyprus-tax-reform-2026",
    publisher: "Spencer West",
    kind: "secondary",
    date: "2025"
  },
  {
    id: "hh-pioannides-gesy-pensioners",
    title: "General Healthcare System contributions from 1 March 2020: pensioners pay 2.65% of their pension",
    url: "http://pioannides.com.cy/index.php/en/nhs.html",
    publisher: "P. Ioannides & Co",
    kind: "secondary"
  },
  {
    id: "hh-ecb-inflation-target",
    title:
      "ECB monetary policy strategy: symmetric 2% inflation target over the medium term, reaffirmed in the 2025 review",
    url: "https://bank.lv/en/operational-areas/task-monetary-policy/monetary-strategy-review-2020",
    publisher: "Latvijas Banka (Eurosystem)",
    kind: "official"
  },
  // --- compare_rent_vs_buy, calculate_ev_savings, plan_monthly_budget (src/rules/property-costs.ts,
  // household-defaults.ts)
  {
    id: "hh-cap219-law-text",
    title:
      "The Cadastral and Survey Department (Fees and Rights) Law, Cap. 219, as amended: English text of the law under which the Department of Lands and Surveys charges transfer fees on the market value",
    url: "https://nicolasvoskos.info/voskos/the-cadastral-and-survey-department-fees-and-rights-law-chap-219",
    publisher: "Nicolas Voskos (law text, unofficial English translation)",
    kind: "secondary"
  },
  {
    id: "hh-transfer-fees-propertylawyer",
    title:
      "Land Registry transfer fees: 3% to EUR 85,000, 5% to EUR 170,000, 8% above, on market value; 50% discount when not subject to VAT (worked example EUR 340,000 -> 10,200)",
    url: "https://www.thepropertylawyer.eu/topics/transfer-fees",
    publisher: "The Property Lawyer (Cyprus)",
    kind: "secondary"
  },
  {
    id: "hh-transfer-fees-acccyp",
    title:
      "Property transfer fees: 3% / 5% / 8% bands, permanent 50% reduction since 2016, no fee when the purchase was subject to VAT (19% or 5%)",
    url: "https://acccyp.com/tax-vat-other-info/property-transfer-fees",
    publisher: "ACC Cyprus",
    kind: "secondary"
  },
  {
    id: "hh-transfer-fees-kotinos",
    title:
      "Transfer fees apply per person: joint buyers each apply the bands to their share (EUR 200,000: 9,200 for one buyer, 6,600 for two)",
    url: "https://www.kotinos.net/transfer-fees.php?lng=EN",
    publisher: "Kotinos",
    kind: "secondary"
  },
  {
    id: "hh-stamp-duty-rates",
    title: "Stamp duty on sale contracts: 0% to EUR 5,000, 0.15% to EUR 170,000, 0.20% above, maximum EUR 20,000",
    url: "https://www.kotinos.net/stamp-duties.php?lng=EN",
    publisher: "Kotinos",
    kind: "secondary"
  },
  {
    id: "hh-stamp-duty-law-19-1963",
    title:
      "Stamp Duty Law 19/1963 as amended: contracts up to EUR 5,000 nil; EUR 1.50 per EUR 1,000 from EUR 5,001 to EUR 170,000; EUR 2.00 per EUR 1,000 above, at most EUR 20,000",
    url: "https://impklawyers.com/english-articles/stamp-duty-law-of-cyprus/",
    publisher: "iMPK Global Business Law Firm (Michalaki, Pitsillidou & Co)",
    kind: "secondary"
  },
  {
    id: "hh-stamp-duty-abolished",
    title:
      "Tax Department announcement: Law 239(I)/2025 abolishes stamp duty for documents signed on or after 1 January 2026",
    url: "https://splcy.com/tax-update-abolition-of-the-stamp-duty-law",
    publisher: "SPL Audit Cyprus",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "hh-stamp-duty-kiteos",
    title:
      "Stamp duty in Cyprus: abolished from 1 January 2026 (Law 239(I)/2025); old regime on EUR 350,000 was about EUR 608",
    url: "https://www.kiteos.cy/post/stamp-duty-in-cyprus-what-property-buyers-need-to-know",
    publisher: "Kiteos & Hillides",
    kind: "secondary",
    date: "2026"
  },
  {
    id: "hh-vat-reduced-mondaq",
    title:
      "VAT Law, Schedule Five para. 3 as amended June 2023: 5% in full up to 130 m2 and EUR 350,000; up to 190 m2 and EUR 475,000 the 5% applies to the value of 130 m2 capped at EUR 350,000; above either limit 19% on all",
    url: "https://webiis06.mondaq.com/cyprus/real-estate/1429076/paragraph-3-of-schedule-five-update-8-june-2023",
    publisher: "Mondaq",
    kind: "secondary",
    date: "2023-06-08"
  },
  {
    id: "hh-vat-reduced-kpmg",
    title:
      "Changes to the reduced VAT rate on a permanent residence: 5% on the first 130 m2 and up to EUR 350,000, if the total area is at most 190 m2 and the value at most EUR 475,000 (source: KPMG)",
    url: "https://vatupdate.com/?p=245150",
    publisher: "VATupdate (KPMG Cyprus)",
    kind: "big4",
    date: "2023"
  },
  {
    id: "hh-vat-new-buildings-mcmillanwoods",
    title:
      "VAT Law, Schedule Eight (exempt supplies) para. 1(b) as amended from 11 Nov 2022: a building supplied within 5 years of its completion is taxable unless an unrelated person used it for more than 24 months; other supplies of buildings stay exempt",
    url: "https://www.mcmillanwoods.com.cy/amendment-of-paragraph-1b-i-and-ii-of-schedule-eight-en/",
    publisher: "McMillan Woods (Cyprus)",
    kind: "secondary",
    date: "2023-05-29"
  },
  {
    id: "hh-vat-new-buildings-ey",
    title:
      "Amendment on the sale of new buildings, Schedule 8 Cyprus VAT Law: from 11 Nov 2022 the sale of a new building is subject to VAT (permit applied for after 1 May 2004, sold within 5 years of completion, not used by an unrelated party for 2 years) (source: EY)",
    url: "https://www.vatupdate.com/2023/05/22/amendment-on-the-sale-of-new-buildings-schedule-8-cyprus-vat-law-2/",
    publisher: "VATupdate (EY)",
    kind: "big4",
    date: "2023-05-22"
  },
  {
    id: "hh-ipt-abolished",
    title: "Tax Facts 2023: immovable property tax abolished from 1 January 2017",
    url: "https://www.mondaq.com:443/cyprus/property-taxes/1342724/tax-facts-figures-2023-immovable-property-tax",
    publisher: "Mondaq",
    kind: "secondary",
    date: "2023"
  },
  {
    id: "hh-agent-commission-law",
    title:
      "Estate agents: the commission is paid by the seller; without a written agreement the law sets 3% of the agreed price",
    url: "https://cyprus-mail.com/2021/08/02/know-the-lay-of-the-land/",
    publisher: "Cyprus Mail",
    kind: "secondary",
    date: "2021-08-02"
  },
  {
    id: "hh-agent-commission-vat",
    title: "Registered estate agents charge between 3% and 5% of the price, plus VAT",
    url: "https://cyprussunproperties.com/articles/choosing-agent",
    publisher: "Cyprus Sun Properties",
    kind: "secondary"
  },
  {
    id: "hh-cbc-rppi-history",
    title: "Cyprus house prices (Central Bank of Cyprus index): yearly nominal change 2007-2023, from -8.5% to +22.1%",
    url: "https://www.globalpropertyguide.com/europe/cyprus/home-price-trends",
    publisher: "Global Property Guide (data: Central Bank of Cyprus)",
    kind: "secondary"
  }
] as const satisfies ReadonlyArray<Source>
