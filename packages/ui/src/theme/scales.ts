// Scales shared by both themes; only colours and elevation differ between light and dark.
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
};

export const radius = { sm: '4px', md: '6px', lg: '10px', full: '9999px' };

export const font = {
  family: {
    body: "Inter, 'Noto Sans Arabic', 'Noto Sans Bengali', system-ui, sans-serif",
    mono: "ui-monospace, 'Liberation Mono', monospace",
  },
  size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  weight: { regular: '400', medium: '500', semibold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
};

export const motion = { fast: '120ms', normal: '200ms' };

export const zIndex = { dropdown: '1000', overlay: '1100', modal: '1200', popover: '1300', toast: '1400' };
