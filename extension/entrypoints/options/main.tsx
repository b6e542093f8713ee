import { createRoot } from 'react-dom/client';
import { Options } from '../../components/Options';
import '../../assets/segue.css';

createRoot(document.getElementById('root')!).render(<Options />);
