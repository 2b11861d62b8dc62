/** The dashboard's loyalty texts (`{LANG}-loyalty.json`): nested string tables, shape not shown. */
export interface LoyaltyTexts {
  readonly [key: string]: string | LoyaltyTexts;
}
