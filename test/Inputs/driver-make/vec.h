void saxpy(int n, float a, const float *x, float *y);
int on_device(void);
