// The namespaces every page sends to the browser (the layout's NextIntlClientProvider): those its shell's
// client components read — the header's menus and buttons, language picker, toasts, crash screen (the
// footer and the cookie banner are rendered on the server). A page whose own client components read more
// adds them with <ClientMessages>; client-namespaces.test.ts checks both lists against what they read.
export const shellNamespaces = ['Header', 'LanguagePicker', 'Toasts', 'Crash'] as const;
