// SPEC §9: the USD packages O.Translator and DL Translator share; bigger packages carry a bigger bonus.
import type { CreditPackage } from '../brand';

export const internationalCreditPackages: readonly CreditPackage[] = [
  { price: 5, credits: 48, originalCredits: 40 },
  { price: 15, credits: 168, originalCredits: 120 },
  { price: 60, credits: 720, originalCredits: 480 },
  { price: 500, credits: 6400, originalCredits: 4000 },
  { price: 1500, credits: 20400, originalCredits: 12000 },
  { price: 6000, credits: 86400, originalCredits: 48000 },
];
