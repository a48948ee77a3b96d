import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit as render } from '../test/render';
import { AudioPlayer } from './AudioPlayer';

describe('AudioPlayer', () => {
  it('plays the source with native controls, named by its caption', () => {
    const { container } = render(<AudioPlayer src="/a.wav" label="Welcome.wav" />);
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('src', '/a.wav');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio).toHaveAccessibleName('Welcome.wav');
    expect(screen.getByRole('figure')).toHaveTextContent('Welcome.wav');
  });

  it('says so when the audio cannot be played, and tries again with a new source', () => {
    const onError = vi.fn();
    const { container, rerender } = render(
      <AudioPlayer src="/broken.wav" label="Broken" onError={onError} />,
    );
    fireEvent.error(container.querySelector('audio') as HTMLAudioElement);
    expect(screen.getByRole('alert')).toHaveTextContent('The audio could not be played.');
    expect(onError).toHaveBeenCalledOnce();
    rerender(<AudioPlayer src="/other.wav" label="Broken" onError={onError} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits without a source and does not start on its own unless asked', () => {
    const { container } = render(<AudioPlayer src={null} label="Loading" autoPlay />);
    const audio = container.querySelector('audio');
    expect(audio).not.toHaveAttribute('src');
    expect(audio).not.toHaveAttribute('autoplay');
    expect(audio).toHaveAttribute('aria-disabled', 'true');
  });
});
