/** Product facts that are not fees or token figures. */
export const product = {
  /** Maximum leverage planned for perpetual trading. */
  maxLeverage: 100,
  /** Minimum age to use the platform, in years. */
  minimumAge: 18,
  /** Support e-mail reply window, in hours. */
  supportReplyHours: {min: 24, max: 48},
} as const;
