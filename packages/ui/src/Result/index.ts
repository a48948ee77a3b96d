export { Result, type ResultProps } from './Result';
export { type ResultKind, resultIcons, resultKinds } from './Result.variants';
