// SPEC §4 and §9: toasts sit top right, close after 4.5 s, wait while the pointer is over them and can be
// closed by hand.
export const toastDefaults = {
  placement: 'topRight',
  duration: 4.5,
  pauseOnHover: true,
  closable: true,
} as const;
