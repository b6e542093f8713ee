import { createRoot } from 'react-dom/client';
import { Popup } from '../../components/Popup';
import '../../assets/segue.css';

createRoot(document.getElementById('root')!).render(<Popup />);
