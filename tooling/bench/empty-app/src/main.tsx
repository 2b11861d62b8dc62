// Touches each framework library the way an app's shell does, so the bundle carries what any route pays.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { openDB } from 'idb';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';

const app = createSlice({
  name: 'app',
  initialState: { cached: false },
  reducers: {
    cached: (state) => {
      state.cached = true;
    },
  },
});
const store = configureStore({ reducer: { app: app.reducer } });
type State = ReturnType<typeof store.getState>;

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'Empty app' } } } });

function Home() {
  const { t } = useTranslation();
  const cached = useSelector((state: State) => state.app.cached);
  const dispatch = useDispatch();
  useEffect(() => {
    void openDB('empty-app', 1, { upgrade: (db) => db.createObjectStore('games') }).then(() => dispatch(app.actions.cached()));
  }, [dispatch]);
  return <h1>{cached ? `${t('title')} (cache open)` : t('title')}</h1>;
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
