import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { useThemeTokens } from './useThemeTokens';

const swatches = ['accent', 'success', 'warning', 'danger', 'info', 'border'] as const;

/** A canvas painted with the theme's colours: switch the theme and it repaints. */
function CanvasSwatches() {
  const tokens = useThemeTokens();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = tokens.color.surfaceSunken;
    context.fillRect(0, 0, 360, 60);
    swatches.forEach((name, index) => {
      context.fillStyle = tokens.color[name];
      context.fillRect(12 + index * 58, 12, 46, 36);
    });
  }, [tokens]);
  return (
    <figure style={{ margin: 0 }}>
      <canvas
        ref={canvas}
        width={360}
        height={60}
        aria-label="Theme colours painted on a canvas"
        role="img"
      />
      <figcaption>
        <code dir="ltr">{swatches.map((name) => `${name} ${tokens.color[name]}`).join(' · ')}</code>
      </figcaption>
    </figure>
  );
}

const meta = {
  title: 'Foundations/useThemeTokens',
  component: CanvasSwatches,
} satisfies Meta<typeof CanvasSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
