/**
 * The libraries the app is built on, evaluated in a task of their own before the app's modules (src/boot.ts): the
 * whole graph evaluated at once held a phone's main thread 100-190 ms in one task (total blocking time, bench/web).
 */
import 'react';
import 'react-dom/client';
import 'react-router-dom';
import 'styled-components';
