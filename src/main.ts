import { mount } from 'svelte';
import App from './App.svelte';
import './ui/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('stepbench: #app element missing from index.html');

export default mount(App, { target });
