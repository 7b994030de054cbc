// Operator-facing details of this installation, shown to users (crash screen, footer).
export const supportEmail = process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? 'support@verso.example';
