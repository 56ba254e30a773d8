import type { ToolTopic } from "../../../core/tool.ts"

/**
 * The groups of the front page's tool list, in the order shown. A tool names its own group (`topic` of
 * its definition: a calculator's spec, "saved" for every key-only tool), so a new tool needs no line here.
 */
export const TOPICS: Readonly<Record<ToolTopic, { readonly title: string; readonly intro: string }>> = {
  tax: {
    title: "Tax and pay",
    intro:
      "Income tax, social insurance and GESY on a salary, capital gains on property, share options and a director's salary or dividends."
  },
  pensions: {
    title: "Pensions, benefits and retirement",
    intro:
      "Social Insurance figures, the state pension, the unemployment benefit, pension statements and a retirement stress test."
  },
  home: {
    title: "Home and mortgage",
    intro: "Mortgage payments and schedules, a check of the interest a bank charged, and renting against buying."
  },
  money: {
    title: "Investing and household money",
    intro: "Portfolios, investment vehicles, a life policy, a monthly budget and an electric car's running costs."
  },
  saved: {
    title: "Saved calculations",
    intro: "Keep scenarios in your account and compare them: these tools need a free API key (or OAuth sign-in)."
  }
}
