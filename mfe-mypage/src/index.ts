// Async boundary so shared singletons are negotiated before anything is evaluated.
import('./bootstrap');
