export * from './Button';
export * from './Field';
export * from './Icon';
export * from './Spinner';
export * from './theme';
