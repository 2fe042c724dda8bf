import { useDispatch, useSelector, useStore } from 'react-redux';
import { type AppDispatch, type AppStore } from './createAppStore';
import { type RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
