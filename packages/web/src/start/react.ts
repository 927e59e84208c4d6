// React and its DOM renderer: the first stage of the start (stages.ts).
import 'react';
import 'react-dom/client';
