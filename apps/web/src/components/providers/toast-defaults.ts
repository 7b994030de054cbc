// SPEC §9: toasts sit top right and close after 4.5 s.
export const toastDefaults = { placement: 'topRight', duration: 4.5 } as const;
