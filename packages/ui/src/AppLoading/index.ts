export { AppLoading, type AppLoadingProps } from './AppLoading';
