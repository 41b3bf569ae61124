// Poppins's faces, declared here with their character ranges (fonts.css says why).
import './fonts.css';
