export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { audioPlayerMessages } from './AudioPlayer.messages';
